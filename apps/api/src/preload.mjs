// Loaded natively, before tsx registers its hooks (`node --import ./src/preload.mjs --import tsx src/server.ts`).
// libxml2-wasm's module embeds its WebAssembly as a literal of about 1 MB; read through tsx's transform it left
// about 150 MB of the process's memory taken for good (measured: the server at rest 450 MB, 210 MB with this).
// Loaded here first, the module cache serves the same instance to the TypeScript sources.
import 'libxml2-wasm';

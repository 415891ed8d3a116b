// Tokens and base styles first, so component styles loaded by the app come later and take precedence.
import './styles/tokens.css';
import './styles/base.css';
import { configureZodPtBr } from '@erp/contracts/zod-locale';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// Forms validate with the shared contract schemas; their messages must reach the user in Portuguese.
configureZodPtBr();

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root ausente em index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

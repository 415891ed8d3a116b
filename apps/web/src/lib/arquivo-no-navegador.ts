/**
 * Files fetched from the API (DANFE, XML, CSV, the accountant's .zip) handed to the browser. Their addresses
 * need the bearer token, which a plain link or a new tab cannot send, so each is fetched as a blob first.
 */

// Revoked a moment later: revoking at once can cancel the download or the tab that just started reading it.
const REVOGAR_APOS_MS = 60_000;

/** Saves the file under `nomeArquivo` (the name the API gives it in Content-Disposition). */
export function salvarArquivo(arquivo: Blob, nomeArquivo: string): void {
  const url = URL.createObjectURL(arquivo);
  const link = document.createElement('a');
  link.href = url;
  link.download = nomeArquivo;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOGAR_APOS_MS);
}

/**
 * Shows the file in the tab opened when the user clicked (opened then, so that no popup blocker stops it),
 * or in a new one if that tab was blocked or closed meanwhile.
 */
export function mostrarArquivoNaAba(arquivo: Blob, aba: Window | null): void {
  const url = URL.createObjectURL(arquivo);
  if (aba && !aba.closed) aba.location.href = url;
  else window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), REVOGAR_APOS_MS);
}

import { emailDoContador } from './modules/contabilidade/email-do-contador.ts';
import type { MensagensDoOutbox } from './modules/email/mensagens-do-outbox.ts';
import { mensagemDaNfe } from './modules/nfe/mensagem-da-nfe.ts';
import { mensagemDaNfse } from './modules/nfse/mensagem-da-nfse.ts';

/**
 * The outbox's renderers, one per kind of e-mail, wired here beside app.ts so the e-mail area never imports the
 * areas whose documents it carries (they import it to enqueue): NF-e, NFS-e and the accountant's archive.
 */
export const MENSAGENS_DE_EMAIL: MensagensDoOutbox = {
  nfe: mensagemDaNfe,
  nfse: mensagemDaNfse,
  contador: emailDoContador,
};

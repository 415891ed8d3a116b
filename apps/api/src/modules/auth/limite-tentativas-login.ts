import type { AppContext } from '../../app-context.ts';
import {
  apagarLimitesVencidos,
  type ChaveLimite,
  contarTentativa,
  devolverTentativa,
  registrarSucesso,
} from './limites-login.repository.ts';

/**
 * An e-mail that signed in from an IP within this time is known there: a flood from other addresses (the IP and
 * global limits) does not lock it out, and its password check skips the queue. Its own limit still applies.
 */
const LEMBRAR_SUCESSO_SEGUNDOS = 30 * 24 * 60 * 60;

/**
 * The places one sign-in took in the limits, given back on success. `segundosSobLimiteGlobal` is set when the
 * global limit is past (a flood from many addresses): the password is still checked, in the hashing queue, so
 * the right one from a new address gets in; a wrong one is refused as blocked for these seconds.
 */
export type ReservaLogin = {
  par: ChaveLimite;
  outras: ChaveLimite[];
  isParConhecido: boolean;
  segundosSobLimiteGlobal?: number;
};
export type ResultadoReserva =
  | { isPermitida: true; reserva: ReservaLogin }
  | { isPermitida: false; segundosRestantes: number; escopos: string[] };

class LimiteExcedido extends Error {
  constructor(
    readonly segundosRestantes: number,
    readonly escopos: string[],
  ) {
    super('limite de login excedido');
  }
}

/**
 * Takes a place for this sign-in in its e-mail+IP, IP and global limits before the password is checked, in one
 * transaction: N parallel attempts against a limit of 5 give exactly 5 password checks, across every API process
 * sharing the database. A refused attempt is rolled back, so it counts nowhere.
 */
export async function reservarTentativaLogin(
  ctx: AppContext,
  email: string,
  ip: string,
): Promise<ResultadoReserva> {
  const { maxFailures, maxFailuresPerIp, maxFailuresGlobal, windowSeconds } = ctx.config.loginThrottle;
  const par: ChaveLimite = { escopo: 'email_ip', chave: `${email} ${ip}` };
  try {
    const { reserva, isJanelaGlobalNova } = await ctx.db.transaction(async (tx) => {
      // Rows are locked in the same order (e-mail+IP, IP, global) by every sign-in: none waits on another's lock.
      const doPar = await contarTentativa(tx, par, windowSeconds);
      const isParConhecido =
        doPar.ultimoSucesso !== null &&
        Date.now() - doPar.ultimoSucesso.getTime() < LEMBRAR_SUCESSO_SEGUNDOS * 1000;
      const contagens = [{ chave: par, limite: maxFailures, ...doPar }];
      const outras: ChaveLimite[] = isParConhecido
        ? []
        : [
            { escopo: 'ip', chave: ip },
            { escopo: 'global', chave: '' },
          ];
      for (const chave of outras) {
        const limite = chave.escopo === 'ip' ? maxFailuresPerIp : maxFailuresGlobal;
        contagens.push({ chave, limite, ...(await contarTentativa(tx, chave, windowSeconds)) });
      }
      const excedidas = contagens.filter((c) => c.falhas > c.limite);
      // The global limit alone refuses no password: refusing the right one locked the owner out of every new
      // address for as long as a flood lasted. The e-mail+IP and IP limits still refuse before any check.
      const global = excedidas.find((c) => c.chave.escopo === 'global');
      if (global && excedidas.length === 1) {
        const reserva = {
          par,
          outras,
          isParConhecido,
          segundosSobLimiteGlobal: Math.max(1, global.segundosRestantes),
        };
        return { reserva, isJanelaGlobalNova: false };
      }
      if (excedidas.length > 0) {
        const segundos = Math.max(1, ...excedidas.map((c) => c.segundosRestantes));
        throw new LimiteExcedido(
          segundos,
          excedidas.map((c) => c.chave.escopo),
        );
      }
      const doGlobal = contagens.find((c) => c.chave.escopo === 'global');
      return { reserva: { par, outras, isParConhecido }, isJanelaGlobalNova: doGlobal?.falhas === 1 };
    });
    // Once per global window is enough to drop the rows that count nothing any more.
    if (isJanelaGlobalNova) await apagarLimitesVencidos(ctx.db, windowSeconds, LEMBRAR_SUCESSO_SEGUNDOS);
    return { isPermitida: true, reserva };
  } catch (error) {
    if (!(error instanceof LimiteExcedido)) throw error;
    return { isPermitida: false, segundosRestantes: error.segundosRestantes, escopos: error.escopos };
  }
}

/** The password was right: the e-mail+IP's failures are cleared and the IP and global places given back. */
export async function confirmarSucessoLogin(ctx: AppContext, reserva: ReservaLogin): Promise<void> {
  await registrarSucesso(ctx.db, reserva.par);
  for (const chave of reserva.outras) await devolverTentativa(ctx.db, chave);
}

/** The password was never checked (busy server, an error): the attempt is not a failure. */
export async function devolverTentativaLogin(ctx: AppContext, reserva: ReservaLogin): Promise<void> {
  for (const chave of [reserva.par, ...reserva.outras]) await devolverTentativa(ctx.db, chave);
}

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDoAmbiente } from './config-do-ambiente.ts';
import { createSimulator } from './create-simulator.ts';

/**
 * Simulador avulso: `npm start -w apps/sefaz-sim`.
 * - SEFAZ_SIM_PORT: porta em 127.0.0.1 (padrão 3443);
 * - SEFAZ_SIM_DATA_DIR: pasta da AC, do certificado de servidor e do estado (padrão data/sefaz-sim na raiz do
 *   repositório, junto dos demais dados locais e fora do git);
 * - SEFAZ_SIM_CA_FILE: onde gravar o PEM da AC do simulador, para os clientes confiarem nele;
 * - SEFAZ_SIM_CLIENT_CAS: arquivo PEM com certificados de cliente (ou ACs) aceitos além dos da AC do simulador
 *   e da ICP-Brasil (ex.: o A1 de teste autoassinado);
 * - SEFAZ_SIM_AMBIENTE e SEFAZ_SIM_CONFIG: o ambiente atendido e a configuração inicial (config-do-ambiente.ts).
 */
async function main() {
  const pasta = path.resolve(
    process.env.SEFAZ_SIM_DATA_DIR ?? fileURLToPath(new URL('../../../data/sefaz-sim', import.meta.url)),
  );
  const extras = process.env.SEFAZ_SIM_CLIENT_CAS;
  const config = configDoAmbiente(process.env);
  const simulador = await createSimulator({
    port: Number(process.env.SEFAZ_SIM_PORT ?? 3443),
    certDir: path.join(pasta, 'certs'),
    stateFile: path.join(pasta, 'estado.json'),
    trustedClientCertificates: extras ? [readFileSync(extras, 'utf8')] : [],
    config,
  });
  // Antes de anunciar o endereço: quem o lê (um teste, o processo da API) pode mandar parar logo em seguida.
  const parar = () => {
    simulador.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', parar);
  process.once('SIGTERM', parar);

  const arquivoCa = process.env.SEFAZ_SIM_CA_FILE;
  if (arquivoCa) writeFileSync(arquivoCa, simulador.ca);
  console.info(`Simulador SEFAZ/Sefin Nacional em ${simulador.url}`);
  console.info(
    simulador.config.tpAmb === '1' ? 'Ambiente: produção (tpAmb 1)' : 'Ambiente: homologação (tpAmb 2)',
  );
  console.info(
    arquivoCa ? `AC do simulador gravada em ${arquivoCa}` : 'Defina SEFAZ_SIM_CA_FILE para gravar a AC.',
  );
}

main().catch((erro: unknown) => {
  // Uma variável de ambiente inválida: só a mensagem, que já diz qual e por quê.
  console.error(erro instanceof RangeError ? erro.message : erro);
  process.exit(1);
});

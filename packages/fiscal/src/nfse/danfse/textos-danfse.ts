/**
 * Descrições dos códigos da NFS-e como o DANFSe as mostra (Anexo I do manual, leiaute DPS/NFS-e).
 */

export const TEXTO_OP_SIMPLES: Readonly<Record<string, string>> = {
  '1': 'Não Optante',
  '2': 'Optante - Microempreendedor Individual (MEI)',
  '3': 'Optante - Microempresa ou Empresa de Pequeno Porte (ME/EPP)',
};

export const TEXTO_REG_AP_SN: Readonly<Record<string, string>> = {
  '1': 'Regime de apuração dos tributos federais e municipal pelo Simples Nacional',
  '2': 'Regime de apuração dos tributos federais pelo SN e o ISSQN pela NFS-e conforme respectiva legislação municipal do tributo',
  '3': 'Regime de apuração dos tributos federais e municipal pela NFS-e conforme respectivas legislações federal e municipal de cada tributo',
};

export const TEXTO_REG_ESP: Readonly<Record<string, string>> = {
  '0': 'Nenhum',
  '1': 'Ato Cooperado (Cooperativa)',
  '2': 'Estimativa',
  '3': 'Microempresa Municipal',
  '4': 'Notário ou Registrador',
  '5': 'Profissional Autônomo',
  '6': 'Sociedade de Profissionais',
};

export const TEXTO_TRIB_ISSQN: Readonly<Record<string, string>> = {
  '1': 'Operação Tributável',
  '2': 'Imunidade',
  '3': 'Exportação de Serviço',
  '4': 'Não Incidência',
};

export const TEXTO_RET_ISS: Readonly<Record<string, string>> = {
  '1': 'Não Retido',
  '2': 'Retido pelo Tomador',
  '3': 'Retido pelo Intermediário',
};

export const TEXTO_RET_PIS_COFINS: Readonly<Record<string, string>> = {
  '1': 'Retido',
  '2': 'Não Retido',
};

export const TEXTO_TIPO_IMUNIDADE: Readonly<Record<string, string>> = {
  '0': 'Imunidade (tipo não informado na nota de origem)',
  '1': 'Patrimônio, renda ou serviços, uns dos outros (CF88, Art 150, VI, a)',
  '2': 'Templos de qualquer culto (CF88, Art 150, VI, b)',
  '3': 'Partidos políticos, entidades sindicais, de educação e de assistência social (CF88, Art 150, VI, c)',
  '4': 'Livros, jornais, periódicos e o papel destinado a sua impressão (CF88, Art 150, VI, d)',
  '5': 'Fonogramas e videofonogramas musicais produzidos no Brasil (CF88, Art 150, VI, e)',
};

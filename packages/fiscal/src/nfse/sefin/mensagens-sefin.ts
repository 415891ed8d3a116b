/**
 * Mensagens oficiais de rejeição da NFS-e Nacional (Anexo I do manual, planilhas RN_RECEPCAO_DPS e
 * RN DPS_NFS-e), para os códigos que conferimos antes do envio (validar-dps.ts) e os mais comuns na resposta
 * da Sefin. A própria API devolve a descrição; esta tabela cobre as respostas que vêm só com o código.
 */
export const MENSAGENS_SEFIN: Readonly<Record<string, string>> = {
  E0004: 'Conteúdo do identificador informado na DPS difere da concatenação dos campos correspondentes.',
  E0006: 'Ambiente informado diverge do ambiente de recebimento para o qual o emitente enviou a DPS.',
  E0008:
    'A data e hora de emissão da DPS deve ser anterior ou igual à data do seu processamento (dhProc) pelo Sistema Nacional NFS-e.',
  E0010:
    'A série informada na DPS não pertence à faixa definida para o tipo de emissor utilizado para a sua emissão.',
  E0014:
    'Conjunto de Série, Número, Código do Município Emissor e CNPJ/CPF informado nesta DPS já existe em uma NFS-e gerada a partir de uma DPS enviada anteriormente.',
  E0015: 'A data de competência informada na DPS não pode ser posterior à data de emissão (dhEmi) da DPS.',
  E0080: 'CNPJ do prestador informado na DPS é inválido.',
  E0096: 'CPF do prestador informado na DPS é inválido.',
  E0121:
    'O nome ou razão social do prestador não deve ser informado quando o emitente da DPS for o próprio prestador.',
  E0128:
    'O endereço do prestador do serviço não deve ser informado na DPS quando o próprio prestador for o emitente da DPS.',
  E0162:
    'Não é permitido ao não optante do Simples Nacional e o MEI preencherem o campo de indicação do regime de apuração dos tributos apurados.',
  E0166:
    'É obrigatorio o preenchimento do campo de regime de apuração dos tributos do SN para o optante do Simples Nacional ME/EPP.',
  E0174:
    'Quando o prestador da NFS-e é MEI (opSimpNac = 2) o regime especial de tributação deve ser "Nenhum" (regEspTrib = 0).',
  E0175:
    'Quando o prestador optante pelo Simples Nacional tiver o regime de apuração dos tributos ocorrendo também pelo Simples Nacional, o regime especial de tributação do ISSQN deve ser "Nenhum" (regEspTrib = 0).',
  E0188: 'CNPJ do tomador informado na DPS é inválido.',
  E0202: 'Na emissão da NFS-e não é permitido que o prestador do serviço seja igual ao tomador do serviço.',
  E0204:
    'CNPJ ou CPF do tomador não foi informado, mas existe uma indicação para retenção do ISSQN na DPS no campo de tipo de "Retenção do ISSQN".',
  E0206: 'CPF do tomador informado na DPS é inválido.',
  E0237:
    'O endereço nacional do tomador do serviço deve ser informado na DPS quando o valor do ISSQN for retido pelo tomador, exceto se o emitente da DPS é o próprio tomador do serviço.',
  E0427:
    'O valor do serviço deve ser maior ou igual ao somatório dos valores informados para Desconto Incondicionado, Deduções/Reduções e Benefício Municipal.',
  E0435:
    'Não é permitido o preenchimento dos campos do grupo de informações relativas à Dedução/Redução do ISSQN quando ocorrer Imunidade, Exportação do serviço ou Não incidência.',
  E0436:
    'Não é permitido o preenchimento dos campos do grupo de informações relativas à Dedução/Redução do ISSQN quando o prestador de serviço é MEI.',
  E0438:
    'Não é permitido o preenchimento dos campos do grupo de informações relativas à Dedução/Redução do ISSQN, quando o prestador de serviço tiver algum regime especial de tributação.',
  E0442:
    'O tipo de dedução/redução informado na DPS não é permitida para o prestador de serviço ME/EPP, apurando pelo SN.',
  E0447:
    'O valor de dedução/redução informado na DPS não pode reduzir o valor da BC de forma que resulte no valor do ISSQN a uma alíquota efetiva menor que 2%, exceto para os códigos relativos aos serviços 7.02, 7.05 e 16.01.',
  E0428:
    'O valor do serviço deve ser maior ou igual ao somatório dos valores informados para Desconto Incondicionado, Desconto Condicionado, Deduções/Reduções, Benefício Municipal, valores de tributos devidos (CP, IRRF, CSLL), e valores dos tributos se retidos (PIS, COFINS, ISSQN).',
  E0580:
    'Não é permitido haver retenção quando o campo referente à tributação do ISSQN indicar imunidade, exportação ou não incidência.',
  E0583:
    'Não é permitido retenção do ISSQN para o prestador do serviço que seja MEI na data de competência informada na DPS.',
  E0595: 'Não é permitido informar alíquota superior a 5%.',
  E0677: 'O valor da BC para Pis/Cofins deve ser menor ou igual ao valor do serviço informado na DPS.',
  E0684: 'A alíquota do Pis deve ser informada quando a base de cálculo deste imposto for informada.',
  E0690: 'A alíquota do Cofins deve ser informada quando a base de cálculo deste imposto for informada.',
  E0698:
    'Se CST informado for diferente de 0, 8 ou 9, o tipo de retenção para Pis/Cofins deve ser informado.',
  E0699: 'O valor do tributo CP deve ser maior que zero e menor que o valor do serviço informado na DPS.',
  E0700: 'O valor do tributo IRRF deve ser maior que zero e menor que o valor do serviço informado na DPS.',
  E0701: 'O valor do tributo CSLL deve ser maior que zero e menor que o valor do serviço informado na DPS.',
  E1235: 'Falha no esquema XML do DF-e.',
  E1508: 'O valor líquido da NFS-e não pode ser inferior a zero.',
};

/** A mensagem oficial do código, ou uma genérica que ainda mostra o código ao usuário. */
export function mensagemSefin(codigo: string): string {
  return MENSAGENS_SEFIN[codigo] ?? `Rejeição ${codigo} do Sistema Nacional NFS-e.`;
}

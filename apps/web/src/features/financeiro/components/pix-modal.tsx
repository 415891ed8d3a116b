import type { TLancamento } from '@erp/contracts/financeiro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Notice } from '../../../components/ui/notice';
import { formatBRL, formatDate } from '../../../lib/format';
import { serverErrorText } from '../../../lib/server-errors';
import { usePixDoLancamento, usePixQrUrl } from '../api/buscar-pix';
import './pix.css';

/** The receivable's static PIX: the QR to scan and the same code as 'Pix Copia e Cola'. */
export function PixModal({ lancamento, onClose }: { lancamento: TLancamento; onClose: () => void }) {
  const pixQuery = usePixDoLancamento(lancamento.id);
  const qrUrl = usePixQrUrl(lancamento.id);
  const [copiado, setCopiado] = useState(false);
  const pix = pixQuery.data;

  async function copiar() {
    if (!pix) return;
    await navigator.clipboard.writeText(pix.br_code);
    setCopiado(true);
  }

  return (
    <Modal
      isOpen
      title="PIX"
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      <dl className="lancamento-resumo">
        <dt>Descrição</dt>
        <dd>{lancamento.descricao}</dd>
        <dt>Vencimento</dt>
        <dd>{formatDate(lancamento.data_vencimento)}</dd>
        <dt>Valor</dt>
        <dd>{formatBRL(lancamento.valor_original)}</dd>
      </dl>
      {pixQuery.isError && <Notice>{serverErrorText(pixQuery.error, 'Falha ao gerar o PIX.')}</Notice>}
      {pixQuery.isPending && <p>Gerando PIX...</p>}
      {pix && (
        <div className="pix">
          {qrUrl && <img className="pix__qr" src={qrUrl} alt="QR Code PIX" width={240} height={240} />}
          <label className="pix__copia-e-cola">
            Pix Copia e Cola
            <textarea readOnly rows={4} value={pix.br_code} onFocus={(e) => e.currentTarget.select()} />
          </label>
          <p className="pix__txid">Identificador (txid): {pix.txid}</p>
          <Button onClick={copiar}>{copiado ? 'Código copiado!' : 'Copiar código'}</Button>
        </div>
      )}
    </Modal>
  );
}

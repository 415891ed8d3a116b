import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { EmitirNfseForm } from './emitir-nfse-form';
import { type AbaNfse, NfseAbas } from './nfse-abas';
import { NfsesEmitidas } from './nfses-emitidas';
import './nfse.css';

/** The tab is kept in the address (?aba=emitidas), so a reload or a shared link opens the same one. */
function abaDoEndereco(valor: string | null): AbaNfse {
  return valor === 'emitidas' ? 'emitidas' : 'emitir';
}

/** /nfse/emitir: a new NFS-e with its live values, and the issued ones in a second tab. */
export function NfseScreen({ isAdministrador }: { isAdministrador: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const aba = abaDoEndereco(searchParams.get('aba'));
  const mudarAba = (nova: AbaNfse) => setSearchParams(nova === 'emitidas' ? { aba: nova } : {});

  return (
    <div className="stack">
      <PageHeader title="Emitir NFS-e" />
      <NfseAbas ativa={aba} onChange={mudarAba}>
        {aba === 'emitir' ? (
          <EmitirNfseForm onEmitida={() => mudarAba('emitidas')} />
        ) : (
          <NfsesEmitidas podeCancelar={isAdministrador} />
        )}
      </NfseAbas>
    </div>
  );
}

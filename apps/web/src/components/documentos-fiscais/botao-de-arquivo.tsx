import type { ReactNode } from 'react';
import { Button } from '../ui/button';

type BotaoDeArquivoProps = {
  /** The file's name on the button: 'DANFE', 'DANFSe', 'XML'. */
  children: ReactNode;
  /** While this file of this row is being fetched the button reads 'Baixando...'. */
  isBaixando: boolean;
  onClick: () => void;
};

/** A row action of the NF-e and NFS-e lists that downloads one of the document's files. */
export function BotaoDeArquivo({ children, isBaixando, onClick }: BotaoDeArquivoProps) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick} isLoading={isBaixando} loadingText="Baixando...">
      {children}
    </Button>
  );
}

import type { FormEvent, RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/field-controls';

type ImportarXmlFormProps = {
  /** The file input, so the screen can read and clear the selection. */
  inputRef: RefObject<HTMLInputElement | null>;
  onSubmit: () => void;
  isOcupado: boolean;
  /** What is running now, e.g. 'A analisar o XML...', announced politely. */
  andamento: string | null;
};

/** SPEC §2: the upload of one (or, beyond SPEC, several, or a .zip of) .xml files and 'Analisar e Importar'. */
export function ImportarXmlForm({ inputRef, onSubmit, isOcupado, andamento }: ImportarXmlFormProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <Card title="Importar XML de NF-e" className="no-print">
      <form className="importar-xml" onSubmit={handleSubmit} noValidate>
        <Field
          label="Arquivo XML"
          hint="Um ou mais ficheiros .xml de NF-e (até 1 MB cada), ou um .zip com eles (até 50 MB e 2 000 ficheiros). Vários ficheiros são importados em lote."
        >
          <Input
            ref={inputRef}
            type="file"
            accept=".xml,.zip,text/xml,application/xml,application/zip"
            multiple
          />
        </Field>
        <Button type="submit" isLoading={isOcupado} loadingText="Processando...">
          Analisar e Importar
        </Button>
      </form>
      <p className="importar-xml__andamento" role="status">
        {andamento}
      </p>
    </Card>
  );
}

/** The import's warnings ('Assinatura inválida', 'Sem protocolo de autorização'): imported, worth a look. */
export function AvisosTags({ avisos }: { avisos: string[] }) {
  if (avisos.length === 0) return null;
  return (
    <ul className="avisos-tags" aria-label="Avisos">
      {avisos.map((aviso) => (
        <li key={aviso} className="aviso-tag">
          {aviso}
        </li>
      ))}
    </ul>
  );
}

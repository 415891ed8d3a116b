type LoadingScreenProps = { message?: string };

/** Full-page placeholder while the stored session is confirmed (SPEC §2: 'Carregando sistema...'). */
export function LoadingScreen({ message = 'Carregando sistema...' }: LoadingScreenProps) {
  return (
    <div className="loading-screen" role="status">
      {message}
    </div>
  );
}

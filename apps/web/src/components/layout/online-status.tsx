/** The 'Online' label under the user's name (SPEC §2): a dot plus the word, never colour alone. */
export function OnlineStatus() {
  return (
    <span className="online-status">
      <span className="online-status__dot" aria-hidden="true" />
      Online
    </span>
  );
}

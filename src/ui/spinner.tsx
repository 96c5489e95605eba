/** A busy indicator; with a `label` it is also announced as a status. */
export function Spinner({ label }: { label?: string }) {
  const wheel = <span className="spinner" aria-hidden="true" part="spinner" />;
  if (!label) return wheel;
  return (
    <span role="status" className="spinner-status">
      {wheel}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A placeholder of roughly the panel's height while its data streams in (no layout jump). */
export function PanelSkeleton({ lines, label }: { lines: number; label: string }) {
  return (
    <div className="panel-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="panel-skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}

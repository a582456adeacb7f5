/**
 * A placeholder while a panel's data streams in. `panel` names the panel whose usual height it
 * takes (product-buying.css), so nothing below it moves when the panel arrives.
 */
export function PanelSkeleton({ lines, label, panel }: { lines: number; label: string; panel: 'price' | 'purchase' | 'stock' }) {
  return (
    <div className={`panel-skeleton panel-skeleton--${panel}`} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="panel-skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}

/** The bars each panel's placeholder draws: about as many as the panel has lines. */
const LINES = { price: 3, purchase: 2, 'purchase-signed-out': 3, 'purchase-no-orders': 3, stock: 4 } as const;

/**
 * A placeholder while a panel's data streams in. `panel` names the panel whose usual height it
 * takes (product-buying.css), so nothing below it moves when the panel arrives.
 */
export function PanelSkeleton({ label, panel }: { label: string; panel: keyof typeof LINES }) {
  return (
    <div className={`panel-skeleton panel-skeleton--${panel}`} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: LINES[panel] }, (_, index) => (
        <span key={index} className="panel-skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}

import { composeErrorMessage, type TextKey } from '../../lib/texts';

/**
 * The part of a page whose service failed (spec point 8): "Ett fel uppstod. <what> Försök igen
 * senare." in place of that part, while the frame around it (header, breadcrumbs) still renders.
 */
export function ServiceUnavailable({ textKey }: { textKey: TextKey }) {
  return (
    <div className="service-unavailable" role="alert">
      <p>{composeErrorMessage(textKey)}</p>
    </div>
  );
}

import type { ContentButton as Button } from '../../../lib/upstream/content';
import { ContentIcon } from './content-icon';
import { ContentLink } from './content-link';

/** A button embedded in rich text (spec point 3: text, url, variant, size, inline, shape, icon). */
export function ContentButton({ button }: { button: Button }) {
  const className = [
    'button',
    button.variant === 'primary' ? 'button--primary' : 'button--secondary',
    `content-button content-button--${button.size} content-button--${button.shape}`,
    button.variant === 'outline' ? 'content-button--outline' : '',
    button.inline ? 'content-button--inline' : '',
  ].filter(Boolean).join(' ');
  return (
    <ContentLink href={button.url} className={className}>
      {button.text}
      {button.icon ? <ContentIcon name={button.icon} className="content-button__icon" /> : null}
    </ContentLink>
  );
}

import { ContentIcon } from '../components/content-icon';
import { loadSiteContent } from '../load-content';

/**
 * Pieces of the site frame from the brand's header and logo entries, for the layout to place:
 * the header's selling points as a thin bar, and the content favicon (React hoists the link into
 * <head>). Each renders nothing when content has none, so the brand's own assets stay.
 */

export async function ContentUspBar() {
  const header = await loadSiteContent().then((site) => site.header, () => undefined);
  if (!header || header.uspTexts.length === 0) return null;
  return (
    <ul className="usp-bar">
      {header.uspTexts.map((text) => (
        <li key={text}>
          <ContentIcon name="arrow-right" />
          {text}
        </li>
      ))}
    </ul>
  );
}

export async function ContentFavicon() {
  const logos = await loadSiteContent().then((site) => site.logos, () => undefined);
  const favicon = logos?.favicon;
  return favicon ? <link rel="icon" href={favicon.url} type="image/svg+xml" /> : null;
}

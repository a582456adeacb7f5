import { Streamed } from '../../../components/streaming/streamed';
import { getRequestContext } from '../../../lib/request';
import { t } from '../../../lib/texts';
import { loadStarredArticles } from '../load-favourites';
import { FavouriteToggle, FavouriteTogglePlaceholder, type FavouriteToggleTexts } from './favourite-toggle';

let sharedTexts: FavouriteToggleTexts | undefined;

/**
 * The star's texts, one object for the whole process (the catalogue is static). One object, not a
 * fresh one per star: React's flight payload writes an object it has seen before as a reference,
 * so 48 stars on a category page carry the texts once instead of 48 times (issue 13).
 */
export const favouriteToggleTexts = (): FavouriteToggleTexts =>
  (sharedTexts ??= {
    add: t('favouriteArticles.toggle.add'),
    remove: t('favouriteArticles.toggle.remove'),
    added: t('favouriteArticles.toggle.added'),
    removed: t('favouriteArticles.toggle.removed'),
  });

interface FavouriteStarProps {
  articleNumber: string;
  name: string;
  /** The product page shows the words beside the star; cards and cart lines the star only. */
  labelled?: boolean;
}

async function LoadedStar({ articleNumber, name, labelled }: FavouriteStarProps) {
  const starred = await loadStarredArticles();
  return <FavouriteToggle articleNumber={articleNumber} name={name} rendered={starred.includes(articleNumber)} texts={favouriteToggleTexts()} labelled={labelled ?? false} />;
}

/**
 * Whether a product card's article is starred, awaited with the card's offer: the offer already
 * streams in its own boundary, so the card's star needs no second one, no placeholder and no
 * script to reveal it (48 of each on a category page, issue 13). Undefined for a visitor, who gets
 * no star.
 */
export async function loadCardStarred(articleNumber: string): Promise<boolean | undefined> {
  if (!getRequestContext().session) return undefined;
  return (await loadStarredArticles()).includes(articleNumber);
}

/**
 * The star of an article for a signed-in buyer, rendered on the server in the state the service
 * holds (one call per request, shared by every star): no flash of an unstarred card. Visitors get
 * no star: favourites belong to a user (spec point 3), and the card already asks them to sign in.
 */
export function FavouriteStar(props: FavouriteStarProps) {
  if (!getRequestContext().session) return null;
  return (
    <Streamed fallback={<FavouriteTogglePlaceholder labelled={props.labelled ?? false} />}>
      <LoadedStar {...props} />
    </Streamed>
  );
}

import 'server-only';
import { t } from '../../../lib/texts';
import { newListId } from '../list-id';
import { SaveCartAsListForm } from './save-cart-as-list-form';
import '../shopping-lists.css';

/** The cart page's "Spara som inköpslista", with the id of the list it will make. */
export function SaveCartAsListPanel() {
  return (
    <SaveCartAsListForm
      listId={newListId()}
      texts={{ heading: t('shoppingLists.fromCart.heading'), hint: t('shoppingLists.fromCart.hint'), name: t('shoppingLists.fromCart.name'), submit: t('shoppingLists.fromCart.submit'), open: t('shoppingLists.fromCart.open') }}
    />
  );
}

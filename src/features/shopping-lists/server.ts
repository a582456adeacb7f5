// The shopping-lists feature's server-only public face: its two pages, and the forms other pages
// place (the cart page's "Spara som inköpslista", the product page's "Lägg till i lista").
export { ShoppingListsPage } from './components/shopping-lists-page';
export { ShoppingListPage } from './components/shopping-list-page';
export { SaveCartAsListPanel } from './components/save-cart-as-list-panel';
export { AddToListPanel } from './components/add-to-list-panel';

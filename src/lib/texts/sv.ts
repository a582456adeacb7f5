import { svAccount } from './sv-account';
import { svCart } from './sv-cart';
import { svCheckout } from './sv-checkout';
import { svContent } from './sv-content';
import { svListing } from './sv-listing';
import { svMyPage } from './sv-my-page';
import { svNavigation } from './sv-navigation';
import { svProduct } from './sv-product';
import { svPunchout } from './sv-punchout';
import { svUsers } from './sv-users';
import { svOrders } from './sv-orders';
import { svShoppingLists } from './sv-shopping-lists';
import { svFavourites } from './sv-favourites';
import { svBrandPages } from './sv-brand-pages';
import { svPunchoutSignIn } from './sv-punchout-sign-in';
import { svAssortment } from './sv-assortment';
import { svQuotes } from './sv-quotes';
import { svConsent } from './sv-consent';
import { svAnalytics } from './sv-analytics';
import { svProductConfiguration } from './sv-product-configuration';
import { svErrorPage, svErrors } from './sv-errors';
import { svRoutes } from './sv-routes';

/**
 * Every user-visible Swedish text of the shop, keyed as the specification names them
 * (spec points 2, 5, 8 and 9). Only one locale exists, so this object is the catalogue;
 * `t()` in translate.ts is the only reader and derives the allowed keys from it.
 */
/** A catalogue node: a text, or a group of further nodes. */
export interface TextTree {
  readonly [key: string]: string | TextTree;
}

export const sv = {
  ...svAccount,
  listing: svListing,
  product: svProduct,
  navigation: svNavigation,
  punchout: svPunchout,
  content: svContent,
  checkoutFlow: svCheckout,
  cartPage: svCart,
  userAdmin: svUsers,
  myPages: svMyPage,
  orders: svOrders,
  shoppingLists: svShoppingLists,
  favouriteArticles: svFavourites,
  brandPages: svBrandPages,
  punchoutSignIn: svPunchoutSignIn,
  assortment: svAssortment,
  quotes: svQuotes,
  consent: svConsent,
  analytics: svAnalytics,
  productConfiguration: svProductConfiguration,
  errors: svErrors,
  errorPage: svErrorPage,
  cart: {
    cart_limit_exceeded: 'Varukorgen är full. Ta bort produkter innan du importerar fler.',
    wrong_import: 'Följande rader kunde inte importeras: {ids}.',
    added: 'Tillagd i varukorgen',
    add: 'Lägg i varukorg',
    empty: 'Din varukorg är tom',
    quantity: 'Antal',
    remove: 'Ta bort',
    total: 'Totalt',
    toCheckout: 'Till kassan',
  },
  order: {
    maxCharacters: 'Högst {max} tecken',
    placeOrder: 'Skicka beställning',
    orderNumber: 'Ordernummer',
  },
  favourites: {
    limitReached: 'Du kan spara högst {max} favoriter. Ta bort en favorit för att lägga till en ny.',
  },
  stock: {
    in_central_stock: 'I centrallager',
    in_store_stock: 'I lager i butik',
    out_of_stock: 'Slut i lager',
    order_product: 'Beställningsvara',
    not_stocked_in_store: 'Lagerförs ej i butik',
    unit: ' st ',
    deliveryDays: 'Leverans inom {from}–{to} dagar',
    deliveryDaysExact: 'Leverans inom {days} dagar',
    deliveryDaysOne: 'Leverans inom 1 dag',
    unknown: '-',
  },
  address: {
    missingRecipient: 'Mottagarnamn saknas',
    missingAddress: 'Adress saknas',
  },
  validation: {
    required: 'Fältet måste fyllas i',
    email: 'Ange en giltig e-postadress',
    number: 'Ange ett giltigt tal',
    checkFields: 'Kontrollera de markerade fälten.',
  },
  weekdays: {
    short: { mon: 'Mån', tue: 'Tis', wed: 'Ons', thu: 'Tor', fri: 'Fre', sat: 'Lör', sun: 'Sön' },
  },
  common: {
    loading: 'Laddar…',
    close: 'Stäng',
    save: 'Spara',
    cancel: 'Avbryt',
    chooseFile: 'Välj fil',
    noFileChosen: 'Ingen fil vald',
  },
  layout: {
    skipToContent: 'Hoppa till innehållet',
    mainNavigation: 'Huvudmeny',
    cart: 'Varukorg',
    signIn: 'Logga in',
    signOut: 'Logga ut',
    myPage: 'Mina sidor',
    search: {
      label: 'Sök',
      placeholder: 'Sök bland produkter och artikelnummer',
      submit: 'Sök',
    },
    footer: {
      customerService: 'Kundservice',
      aboutUs: 'Om oss',
      stores: 'Våra butiker',
      followUs: 'Följ oss',
    },
    appBanner: 'Handla enklare i vår app',
    closeMessage: 'Stäng meddelandet',
    mode: {
      normal: 'Webbshop',
      punchout: 'Inköpssystemläge',
      app: 'Appläge',
    },
  },
  routes: svRoutes,
  checkout: {
    stepperLabel: 'Steg i kassan',
    stepOf: 'Steg {step} av {total}',
    steps: {
      cart: 'Varukorg',
      delivery: 'Leverans',
      summary: 'Sammanfattning',
    },
  },
  search: {
    resultsFor: 'Sökresultat för ”{q}”',
    noResults: 'Inga träffar för ”{q}”',
  },
} satisfies TextTree;

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

/**
 * Every user-visible Swedish text of the shop, keyed as the specification names them
 * (spec points 2, 5, 8 and 9). Only one locale exists, so this object is the catalogue;
 * `t()` in translate.ts is the only reader and derives the allowed keys from it.
 *
 * `errors.occured` keeps the spec's spelling so keys match the upstream contract.
 * Detail sentences under `errors.*` are whole sentences: the generic failure message is
 * composed as "Ett fel uppstod. <detail> Försök igen senare." (see composeErrorMessage).
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
  errors: {
    occured: 'Ett fel uppstod',
    try_again_later: 'Försök igen senare.',
    update_delivery_date: 'Leveransdatumet kunde inte uppdateras.',
    transfer_cart: 'Varukorgen kunde inte flyttas.',
    cart_service_not_available: 'Varukorgstjänsten är inte tillgänglig just nu.',
    order_service_not_available: 'Ordertjänsten är inte tillgänglig just nu.',
    auth_service_not_available: 'Inloggningstjänsten är inte tillgänglig just nu.',
    content_service_not_available: 'Innehållet kan inte visas just nu.',
    cart_add_product: 'Produkten kunde inte läggas i varukorgen.',
    cart_add_products: 'Följande produkter kunde inte läggas i varukorgen: {ids}.',
    cart_uploads_products: 'Produkterna i filen kunde inte läsas in.',
    cart_generate_file: 'Filen kunde inte skapas.',
    cart_remove_products: 'Produkterna kunde inte tas bort från varukorgen.',
    cart_update_product: 'Artikel {articleNumber} kunde inte uppdateras.',
    cart_update_products: 'Produkterna i varukorgen kunde inte uppdateras.',
    technical_issues: 'Vi har tekniska problem just nu.',
    try_again_later_or_contact: 'Listan kunde inte hämtas. Försök igen senare eller kontakta kundservice.',
    invalid_token: 'Din inloggning har gått ut. Logga in igen.',
    internal_server_error: 'Något gick fel hos oss.',
    forbidden_action: 'Du har inte behörighet att utföra den här åtgärden.',
    not_found: 'Det du letade efter kunde inte hittas.',
    unknown_error_occurred: 'Ett okänt fel uppstod.',
    invalid_order: 'Ordern kunde inte läggas.',
    invalid_partial_order: 'Några leveranser kunde inte beställas: {deliveries}.',
    please_login: 'Vänligen logga in',
    no_permission: 'Du saknar rättigheter för att se denna sida',
    select_delivery_method: 'Vänligen välj ett leveranssätt.',
    bad_request: 'Förfrågan kunde inte behandlas.',
    payload_too_large: 'Det du skickade är för stort.',
    uri_too_long: 'Adressen är för lång.',
    invalid_credentials: 'Fel e-postadress eller lösenord.',
    too_many_attempts: 'För många inloggningsförsök. Vänta en stund och försök igen.',
    too_many_requests: 'För många förfrågningar på kort tid. Vänta en minut och försök igen.',
    credentials_too_long: 'E-postadressen eller lösenordet är för långt.',
    invalid_activation_token: 'Länken är ogiltig eller har redan använts. Begär en ny länk.',
    password_policy: 'Lösenordet måste ha minst 8 tecken och innehålla både bokstäver och siffror.',
    passwords_differ: 'Lösenorden stämmer inte överens.',
    challenge_expired: 'Tiden för att byta lösenord har gått ut. Logga in igen.',
    forbidden_origin: 'Förfrågan kom från en annan webbplats och stoppades.',
    session_ended: 'Du har loggats ut. Logga in igen för att fortsätta.',
    punchout: {
      missing_callback_url: 'Återkopplingsadress till inköpssystemet saknas. Du handlar nu i vanligt läge.',
    },
  },
  errorPage: {
    notFound: {
      title: 'Sidan hittades inte',
      reason: 'Sidan du letar efter finns inte eller har flyttats.',
    },
    internalServerError: {
      title: 'Något gick fel',
      reason: 'Ett internt fel uppstod hos oss. Vi arbetar på att lösa det.',
    },
    tooManyRequests: {
      title: 'För många förfrågningar',
    },
    generic: {
      title: 'Något gick snett',
      reason: 'Vi ber om ursäkt för besväret. Försök igen senare.',
    },
    goBack: 'Gå tillbaka',
    toStart: 'Till startsidan',
    status: 'Felkod',
    // Kept literally: the spec makes this the thrown message when a route's validate fails.
    pageNotFound: 'Page Not Found: {path}',
    pageNotFoundReason: 'Sidan {path} finns inte.',
  },
  cart: {
    cart_limit_exceeded: 'Varukorgen är full. Ta bort produkter innan du importerar fler.',
    wrong_import: 'Följande rader kunde inte importeras: {ids}',
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
    central: {
      transitPlus: '10–15 dagar',
      virtual: '5–10 dagar',
    },
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
  routes: {
    start: 'Startsida',
    cart: 'Varukorg',
    delivery: 'Leverans',
    summary: 'Sammanfattning',
    checkoutSuccess: 'Tack för din beställning',
    forgotPassword: 'Glömt lösenord',
    activateUser: 'Aktivera användare',
    findStore: 'Hitta butik',
    campaigns: 'Kampanjer',
    categories: 'Kategorier',
    product: 'Produkt',
    search: 'Sökresultat',
    assortment: 'Sortiment',
    store: 'Butik',
    myPage: 'Mina sidor',
    profile: 'Min profil',
    addresses: 'Mina adresser',
    quotes: 'Mina offerter',
    quote: 'Offert',
    orders: 'Orderhistorik',
    order: 'Order',
    productConfiguration: 'Produktkonfiguration',
    shoppingLists: 'Inköpslistor',
    shoppingList: 'Inköpslista',
    users: 'Användare',
    createUser: 'Skapa användare',
    editUser: 'Redigera användare',
    admin: 'Administration',
    signIn: 'Logga in',
    newPassword: 'Nytt lösenord',
    content: 'Innehåll',
  },
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
  placeholder: {
    comingSoon: 'Den här sidan byggs just nu. Välkommen tillbaka snart!',
  },
} satisfies TextTree;

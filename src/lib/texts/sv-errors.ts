/**
 * Error messages. `occured` keeps the spec's spelling so keys match the upstream contract. Detail
 * sentences are whole sentences: the generic failure message is composed as
 * "Ett fel uppstod. <detail> Försök igen senare." (see composeErrorMessage).
 */
export const svErrors = {
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
};

/** The error pages (not found, failure). */
export const svErrorPage = {
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
};

/**
 * Swedish texts of punch-out (keys under 'punchout.'): the entry error page a procurement system
 * may show its buyer, and the transfer page. The callback-URL message the spec names stays at
 * errors.punchout.missing_callback_url in sv.ts.
 */
export const svPunchout = {
  entry: {
    title: 'Butiken kunde inte öppnas från inköpssystemet',
    hint: 'Kontakta den som administrerar ert inköpssystem om felet kvarstår.',
    invalid_credentials: 'Användarnamnet eller lösenordet som inköpssystemet skickade stämmer inte.',
    missing_credentials: 'Inköpssystemet skickade inget användarnamn eller lösenord.',
    invalid_hook_url: 'Återkopplingsadressen (HOOK_URL) är ogiltig. Den måste vara en fullständig https-adress.',
    invalid_field: 'Ett fält från inköpssystemet har ett ogiltigt värde: {field}.',
    field_too_long: 'Ett fält från inköpssystemet är för långt: {field}.',
    conflicting_fields: 'Fältet {field} skickades flera gånger med olika värden.',
    too_large: 'Anropet från inköpssystemet är för stort.',
    unsupported_format: 'Anropet från inköpssystemet har ett format som butiken inte kan läsa.',
    password_change_required: 'Kontot måste byta lösenord innan det kan användas från inköpssystemet. Kontakta kundservice.',
    too_many_attempts: 'För många misslyckade inloggningar. Vänta en stund och försök igen.',
    service_unavailable: 'Inloggningstjänsten är inte tillgänglig just nu. Försök igen senare.',
    invalid_start_link: 'Länken från inköpssystemet är ogiltig, har gått ut eller har redan använts. Öppna butiken från inköpssystemet igen.',
  },
  transfer: {
    title: 'Överför till inköpssystemet',
    pageTitle: 'Överföring till inköpssystemet',
    intro: 'Varukorgen skickas till ditt inköpssystem där du slutför beställningen.',
    submit: 'Överför varukorgen',
    transferAnyway: 'Överför ändå',
    sending: 'Varukorgen skickas till inköpssystemet…',
    missingPriceTitle: 'Följande artiklar saknar pris',
    missingPriceHint: 'De överförs med priset 0.00 SEK. Kontrollera priset i inköpssystemet innan du beställer.',
    row: '{articleNumber} – {name}, {quantity}',
  },
  edit: {
    unloadedTitle: 'Några rader i rekvisitionen kunde inte läggas i varukorgen',
    unloadedHint: 'Artiklarna finns inte i vårt sortiment eller kan inte längre beställas. De kommer inte med när du överför varukorgen – välj gärna en ersättare.',
    row: 'Artikel {articleNumber}, antal {quantity}',
  },
} as const;

// Content the campaign pages use (spec point 7): a hero chosen by the slug of the brand's own
// campaign (the campaign page shows it on top), and the info block, text and media and text
// block the campaign pages name by entry id (src/features/content/campaign-content-ids.ts).
// Images reuse the front page's assets: no new pictures to draw.
import { doc, h3, p, paragraphs, ul } from './rich-text.mjs';
import { assetLink } from './space-builder.mjs';

const campaignSlug = (brand) => brand.campaign.url.split('/').pop();

export function addCampaignContent(space, brand) {
  space.entry('hero-kampanj', 'hero', {
    title: `${brand.campaign.name} – ${brand.campaign.text.replace(/\.$/, '').toLowerCase()}`,
    titleFontSize: 'medium',
    slug: campaignSlug(brand),
    description: `Kampanjpriserna gäller alla kunder hos ${brand.name} så långt lagret räcker.`,
    overlay: true,
    heroDesktop: assetLink('hero-start-desktop'),
    heroMobile: assetLink('hero-start-mobile'),
    icon: 'star',
  });
  space.entry('kampanjer-intro', 'textAndMedia', {
    textMediaTitle: 'Så fungerar våra kampanjer',
    text: doc(p(`Kampanjerna hos ${brand.name} gäller alla kunder. `), p('Har ditt företag ett eget avtal ser du dessutom kampanjer gjorda för just er när du är inloggad.')),
    image: assetLink('section-large-intro'),
    imagePosition: 'right',
  });
  space.entry('kampanjvillkor', 'textBlock', {
    title: 'Kampanjvillkor',
    bodyTextSecondary: doc(h3('Gäller för alla kampanjer'), ul('Kampanjpriset gäller under kampanjperioden så långt lagret räcker', 'Kampanjpris kan inte kombineras med andra rabatter'), p('Fraktvillkoren är desamma som för övriga beställningar.')),
  });
  space.entry('kampanjpris-info', 'infoBlock', {
    infoBlockTitle: 'Kampanjpris och ditt avtalspris',
    infoBlockText: paragraphs('Är ditt avtalspris lägre än kampanjpriset betalar du alltid det lägre priset.'),
    icon: 'info',
    backgroundColor: '#fff8e1',
  });
}

import type { Banner, Contact, DynamicForm, FormInput, FormInputType, Hero } from './content-model';
import { mapRichText } from './map-rich-text';
import { bool, compact, num, oneOf, readEntries, readEntry, readImage, str, strs, type MapContext, type RawEntry } from './raw-entry';

/** The small entries sections and pages link to: banners, heroes, contacts and forms. */

export function mapBanner(entry: RawEntry, context: MapContext): Banner {
  const f = entry.fields;
  const weight = num(f, 'weight');
  return {
    id: entry.id,
    name: str(f, 'name') ?? '',
    template: oneOf(f, 'template', ['image-left', 'image-right', 'full-width', 'compact'], 'image-left'),
    isExternalLink: bool(f, 'isExternalLink'),
    weight: weight !== undefined && weight >= 0 ? weight : 1,
    ...compact({
      title: str(f, 'title'),
      preTitle: str(f, 'preTitle'),
      text: str(f, 'text'),
      icon: str(f, 'icon'),
      textRow1: str(f, 'textRow1'),
      textRow2: str(f, 'textRow2'),
      image: readImage(f.image, context),
      contentImage: readImage(f.contentImage, context),
      bannerDesktop: readImage(f.bannerDesktop, context),
      bannerMobile: readImage(f.bannerMobile, context),
      buttonText: str(f, 'buttonText'),
      linkUrl: str(f, 'linkUrl'),
      marketingId: str(f, 'marketingId'),
      creative: str(f, 'creative'),
      backgroundColor: str(f, 'backgroundColor'),
    }),
  };
}

export function mapHero(value: unknown, context: MapContext): Hero | undefined {
  const entry = readEntry(value, context);
  const title = entry ? str(entry.fields, 'title') : undefined;
  if (!entry || !title) return undefined;
  const f = entry.fields;
  return {
    id: entry.id,
    title,
    titleFontSize: oneOf(f, 'titleFontSize', ['small', 'medium', 'large'], 'large'),
    overlay: bool(f, 'overlay'),
    ...compact({
      slug: str(f, 'slug'),
      description: str(f, 'description'),
      heroDesktop: readImage(f.heroDesktop, context),
      heroMobile: readImage(f.heroMobile, context),
      icon: str(f, 'icon'),
    }),
  };
}

export function mapContacts(value: unknown, context: MapContext): Contact[] {
  return readEntries(value, context).flatMap((entry) => {
    const name = str(entry.fields, 'name');
    if (!name) return [];
    const f = entry.fields;
    return [{ id: entry.id, name, ...compact({ role: str(f, 'role'), phone: str(f, 'phone'), email: str(f, 'email'), image: readImage(f.image, context) }) }];
  });
}

const INPUT_TYPES: readonly FormInputType[] = ['text', 'textarea', 'email', 'tel', 'number', 'select', 'radio', 'checkbox', 'date'];
const INPUT_ID = /^[A-Za-z0-9_-]{1,64}$/;

function mapInput(entry: RawEntry): FormInput | undefined {
  const f = entry.fields;
  const id = str(f, 'id');
  const title = str(f, 'title');
  // The id becomes a form field name and an element id: only safe characters.
  if (!id || !INPUT_ID.test(id) || !title) return undefined;
  return {
    id,
    title,
    type: oneOf(f, 'type', INPUT_TYPES, 'text'),
    options: strs(f, 'inputList'),
    required: bool(f, 'requiredField'),
    ...compact({ placeholder: str(f, 'placeholderText') }),
  };
}

export function mapDynamicForm(value: unknown, context: MapContext): DynamicForm | undefined {
  const entry = readEntry(value, context);
  if (!entry || entry.contentType !== 'dynamicForm') return undefined;
  const f = entry.fields;
  const id = str(f, 'id');
  const inputs = readEntries(f.inputs, context).flatMap((input) => mapInput(input) ?? []);
  if (!id || !INPUT_ID.test(id) || inputs.length === 0) return undefined;
  return {
    id,
    title: str(f, 'title') ?? id,
    inputs,
    ...compact({
      formTitle: str(f, 'formTitle'),
      description: mapRichText(f.formDescription, context),
      submitText: str(f, 'submitText'),
      successMessage: str(f, 'successMessage'),
    }),
  };
}

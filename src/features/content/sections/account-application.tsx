import type { Section } from '../../../lib/upstream/content';
import { RichTextView } from '../components/rich-text';
import { DynamicFormBlock } from '../forms/dynamic-form-section';
import { SectionFrame } from './section-frame';

type AccountApplication = Extract<Section, { type: 'accountApplication' }>;

/** Invites a company to apply for a trade account, with the application form when one is linked. */
export function AccountApplicationView({ section }: { section: AccountApplication }) {
  return (
    <SectionFrame id={section.id} type="accountApplication" title={section.title} icon={section.icon} backgroundColor={section.backgroundColor}>
      <div className="account-application">
        <RichTextView text={section.text} className="account-application__text" />
        {section.form ? <DynamicFormBlock form={section.form} submitText={section.buttonText} /> : null}
      </div>
    </SectionFrame>
  );
}

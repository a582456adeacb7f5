'use client';

import { useActionState } from 'react';
import { saveUser } from '../save-user';
import type { CustomerChoice, UserFormField, UserFormState, UserFormValues } from '../user-form-state';

export interface UserFormCustomer {
  customerId: string;
  customerName: string;
  projects: { projectId: string; projectName: string }[];
  /** Roles this admin may give here, lowest first, with their Swedish names. */
  roles: { value: string; label: string }[];
}

export interface UserFormProps {
  mode: 'create' | 'edit';
  /** create: the idempotency key made for this form; edit: the user's id. */
  requestId?: string;
  userId?: string;
  values: UserFormValues;
  customers: UserFormCustomer[];
  denies: { name: string; label: string; help: string }[];
  /** False on the admin's own record: their role and denies are not theirs to change. */
  editPermissions: boolean;
  texts: {
    details: string;
    firstName: string;
    lastName: string;
    email: string;
    emailFixed: string;
    mobileNumber: string;
    optional: string;
    customers: string;
    customersHint: string;
    member: Record<string, string>;
    role: string;
    project: string;
    allProjects: string;
    deniesOf: Record<string, string>;
    deniesHint: string;
    submit: string;
    refreshNote: string;
    ownPermissions: string;
  };
}

/**
 * The create and edit form of the user administration: details, then per customer of the admin
 * membership, role (only up to the admin's own), project and the eight permission denies with a
 * one-line explanation each. Errors sit beside their fields and the summary is announced.
 */
export function UserForm({ mode, requestId, userId, values, customers, denies, editPermissions, texts }: UserFormProps) {
  const [state, action, pending] = useActionState(saveUser, { status: 'idle' } as UserFormState);
  const shown: UserFormValues = state.status === 'idle' ? values : (state.values ?? values);
  const errorOf = (field: UserFormField) => (state.status === 'invalid' || state.status === 'failed' ? state.fieldErrors[field] : undefined);
  const describedBy = (field: UserFormField, ...more: string[]) => {
    const ids = [...(errorOf(field) ? [`user-${field}-error`] : []), ...more];
    return { ...(errorOf(field) ? { 'aria-invalid': true } : {}), ...(ids.length > 0 ? { 'aria-describedby': ids.join(' ') } : {}) };
  };
  const error = (field: UserFormField) => (errorOf(field) ? <span id={`user-${field}-error`} className="form-error">{errorOf(field)}</span> : null);
  const choiceOf = (customerId: string): CustomerChoice | undefined => shown.customers.find((choice) => choice.customerId === customerId);

  return (
    // A new key after each answer: React resets uncontrolled fields after an action, so the
    // fields are rebuilt from what the answer carries.
    <form action={action} className="user-form" noValidate key={state.status === 'idle' ? 'idle' : JSON.stringify(state)}>
      <input type="hidden" name="mode" value={mode} />
      {requestId ? <input type="hidden" name="requestId" value={requestId} /> : null}
      {userId ? <input type="hidden" name="userId" value={userId} /> : null}
      {editPermissions && mode === 'edit' ? <input type="hidden" name="permissions" value="1" /> : null}
      <fieldset className="user-form__section">
        <legend>{texts.details}</legend>
        {(['firstName', 'lastName'] as const).map((field) => (
          <p className="form-field" key={field}>
            <label htmlFor={`user-${field}`}>{texts[field]}</label>
            <input id={`user-${field}`} name={field} defaultValue={shown[field]} autoComplete="off" required maxLength={50} {...describedBy(field)} />
            {error(field)}
          </p>
        ))}
        <p className="form-field">
          <label htmlFor="user-email">{texts.email}</label>
          {mode === 'create' ? (
            <input id="user-email" name="email" type="email" defaultValue={shown.email} autoComplete="off" required maxLength={254} {...describedBy('email')} />
          ) : (
            <input id="user-email" type="email" value={shown.email} readOnly aria-describedby="user-email-fixed" />
          )}
          {mode === 'edit' ? <span id="user-email-fixed" className="form-hint">{texts.emailFixed}</span> : null}
          {error('email')}
        </p>
        <p className="form-field">
          <label htmlFor="user-mobileNumber">
            {texts.mobileNumber} <span className="form-hint">{texts.optional}</span>
          </label>
          <input id="user-mobileNumber" name="mobileNumber" type="tel" defaultValue={shown.mobileNumber} autoComplete="off" maxLength={20} {...describedBy('mobileNumber')} />
          {error('mobileNumber')}
        </p>
      </fieldset>

      <fieldset className="user-form__section" {...describedBy('customers', 'user-customers-hint')}>
        <legend>{texts.customers}</legend>
        <p id="user-customers-hint" className="form-hint">{editPermissions ? texts.customersHint : texts.ownPermissions}</p>
        {error('customers')}
        {editPermissions
          ? customers.map((customer) => {
              const choice = choiceOf(customer.customerId);
              const id = customer.customerId;
              return (
                <fieldset key={id} className="user-form__customer">
                  <legend>
                    <label>
                      <input type="checkbox" name="customer" value={id} defaultChecked={Boolean(choice)} /> {texts.member[id]}
                    </label>
                  </legend>
                  <p className="form-field">
                    <label htmlFor={`user-role-${id}`}>{texts.role}</label>
                    <select id={`user-role-${id}`} name={`role.${id}`} defaultValue={choice?.role ?? customer.roles[0]?.value}>
                      {customer.roles.map((role) => (
                        <option key={role.value} value={role.value}>{role.label}</option>
                      ))}
                    </select>
                  </p>
                  <p className="form-field">
                    <label htmlFor={`user-project-${id}`}>{texts.project}</label>
                    <select id={`user-project-${id}`} name={`project.${id}`} defaultValue={choice?.projectId ?? ''}>
                      <option value="">{texts.allProjects}</option>
                      {customer.projects.map((project) => (
                        <option key={project.projectId} value={project.projectId}>{project.projectName}</option>
                      ))}
                    </select>
                  </p>
                  <fieldset className="user-form__denies" aria-describedby={`user-denies-hint-${id}`}>
                    <legend>{texts.deniesOf[id]}</legend>
                    <p id={`user-denies-hint-${id}`} className="form-hint">{texts.deniesHint}</p>
                    <ul className="user-form__deny-list">
                      {denies.map((deny) => (
                        <li key={deny.name}>
                          <input
                            type="checkbox"
                            id={`user-deny-${id}-${deny.name}`}
                            name={`deny.${id}`}
                            value={deny.name}
                            defaultChecked={choice?.denies.includes(deny.name) ?? false}
                            aria-describedby={`user-deny-${id}-${deny.name}-help`}
                          />
                          <label htmlFor={`user-deny-${id}-${deny.name}`}>{deny.label}</label>
                          <span id={`user-deny-${id}-${deny.name}-help`} className="form-hint">{deny.help}</span>
                        </li>
                      ))}
                    </ul>
                  </fieldset>
                </fieldset>
              );
            })
          : null}
      </fieldset>

      {mode === 'edit' ? <p className="user-form__note">{texts.refreshNote}</p> : null}
      <p className="form-actions">
        <button type="submit" className="button button--primary" disabled={pending}>{texts.submit}</button>
      </p>
      <p role="status" className={state.status === 'invalid' || state.status === 'failed' ? 'form-message form-message--error' : 'form-message'}>
        {state.status === 'idle' ? '' : state.message}
      </p>
    </form>
  );
}

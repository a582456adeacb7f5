import { useActionState, useEffect, useRef } from 'react';
import { pushDataLayerEvent, withListName } from '../analytics';
import type { CartActionState } from './cart-action-state';
import { IDLE } from './cart-action-state';
import { cartMutationAnswered, cartMutationStarted } from './cart-store';

type FormAction = (previous: CartActionState, form: FormData) => Promise<CartActionState>;

/**
 * useActionState for a cart server action, reporting to the shared cart status: UPDATE while
 * pending, then SUCCESS or ERROR. The server action itself is handed to the form, so the form
 * still posts without JavaScript (progressive enhancement). A change that the action reports for
 * analytics is pushed to the data layer here, with the list the form sits in (decision 036), so
 * every place that changes the cart reports it the same way.
 */
export function useCartAction(action: FormAction, options: { notice?: string; listName?: string } = {}) {
  const [state, formAction, pending] = useActionState(action, IDLE);
  const started = useRef(false);
  // A line moved to another delivery is rendered anew in its new group, so the form that sent the
  // change may be gone before its answer: it must not leave the cart "mutating" for ever.
  useEffect(
    () => () => {
      if (started.current) cartMutationAnswered({ status: 'done', message: '' });
    },
    [],
  );
  useEffect(() => {
    if (pending && !started.current) {
      started.current = true;
      cartMutationStarted();
    }
  }, [pending]);
  useEffect(() => {
    if (!started.current || state === IDLE) return;
    started.current = false;
    cartMutationAnswered(state, options);
    if (state.analytics) pushDataLayerEvent(withListName(state.analytics, options.listName));
    // Only a new answer counts; the notice text is fixed per form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  return [state, formAction, pending] as const;
}

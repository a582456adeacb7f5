// Invoker commands (HTML's `command` and `commandfor` on a button) open and close a dialog without
// a script. React passes unknown lowercase attributes to the element; its types do not know these
// two yet.
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | `--${string}`;
    commandfor?: string;
  }
}

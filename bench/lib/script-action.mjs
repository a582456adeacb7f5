/**
 * The file and export of the server action the browser's JavaScript calls for a form, from the
 * form's hidden [name, value] fields (Waku serves it at /RSC/F/<file>/<export>.txt). A form-state
 * action's reference is React's hidden `$ACTION_<n>:0` field, {"id":"<file>#<export>",…}. A form
 * whose action is a plain function `<export>Posted` (the no-script twin, the card's add form,
 * decision 047) is sent by script to `<export>` of the same file. Shared by the bench and the tests.
 * @param {[string, string][]} fields
 * @returns {[string, string] | undefined}
 */
export function scriptActionOf(fields) {
  const plain = fields.map(([name]) => /^\$ACTION_ID_([0-9a-f]+)#(\w+)Posted$/.exec(name)).find(Boolean);
  if (plain) return [plain[1], plain[2]];
  const reference = fields.find(([name]) => /^\$ACTION_\d+:0$/.test(name))?.[1];
  if (!reference) return undefined;
  const [file, name] = JSON.parse(reference).id.split('#');
  return [file, name];
}

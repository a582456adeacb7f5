-- cXML edit (issue 19, decision 031): an edit setup's ItemOut lines wait with its start token
-- until the browser arrives, then go into the punch-out cart. JSON [{articleNumber, quantity}];
-- '[]' for a create setup.
ALTER TABLE punchout_cxml_starts ADD COLUMN item_lines TEXT NOT NULL DEFAULT '[]';

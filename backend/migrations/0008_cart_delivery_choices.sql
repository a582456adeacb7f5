-- What the buyer chose for a delivery on the delivery step (issue 11, item 4): the cart's
-- deliveries are the source of truth for the order, not a browser cookie. Field names follow the
-- checkout's orderDetails (spec point 7); lengths are the order form's (spec point 5).
-- delivery_method NULL: nothing chosen yet for this delivery (a new delivery, a fresh cart); the
-- checkout then asks for it ('Vänligen välj ett leveranssätt.'). The choices go with the row:
-- ordering a delivery removes its lines and so its row (and choices).
ALTER TABLE cart_deliveries ADD COLUMN delivery_method TEXT CHECK (delivery_method IN ('DBI', 'EXH', 'XXX', 'EXB', '24-12'));
ALTER TABLE cart_deliveries ADD COLUMN store_id TEXT CHECK (length(store_id) <= 20);
ALTER TABLE cart_deliveries ADD COLUMN address_id TEXT CHECK (length(address_id) <= 64);
ALTER TABLE cart_deliveries ADD COLUMN zip_code TEXT CHECK (length(zip_code) <= 12);
ALTER TABLE cart_deliveries ADD COLUMN country_code TEXT CHECK (country_code IN ('SE', 'AX'));
ALTER TABLE cart_deliveries ADD COLUMN reference TEXT CHECK (length(reference) <= 30);
ALTER TABLE cart_deliveries ADD COLUMN goods_label TEXT CHECK (length(goods_label) <= 30);
ALTER TABLE cart_deliveries ADD COLUMN message TEXT CHECK (length(message) <= 250);
ALTER TABLE cart_deliveries ADD COLUMN contact_name TEXT CHECK (length(contact_name) <= 60);
ALTER TABLE cart_deliveries ADD COLUMN contact_phone TEXT CHECK (length(contact_phone) <= 20);

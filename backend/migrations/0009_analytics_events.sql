-- Tracking events (POST /createEvents, spec point 7) learn who and where: the customer the buyer
-- worked in and the brand the shop showed. Both come from the caller's verified context (the
-- customer is checked against the bearer token), never from what a browser said. Old rows keep
-- NULL. The index serves the merchandisers' questions: one brand's events of a type over time.
ALTER TABLE tracking_events ADD COLUMN customer_id TEXT;
ALTER TABLE tracking_events ADD COLUMN brand TEXT;
CREATE INDEX tracking_events_by_brand ON tracking_events(brand, type, created_at);

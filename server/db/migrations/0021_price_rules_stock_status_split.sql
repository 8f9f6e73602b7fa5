-- hand-written: a stock status rule read "either of the product's two statuses is one of"; it now names which
-- status it asks about (src/domain/price-lists/rules.ts). A stored rule keeps its meaning as a group of the two:
-- "is one of" becomes any of (in stock is one of, out of stock is one of), "is none of" all of the two "is none of".
-- jsonb prints its keys in one order (shorter first), so a normalized rule's text has one form to rewrite.
UPDATE "price_lists" SET "rules" = regexp_replace(
  regexp_replace(
    "rules"::text,
    '\{"kind": "rule", "values": (\[[^]]*\]), "subject": "stockStatus", "operator": "in"\}',
    '{"kind": "group", "match": "any", "children": [{"kind": "rule", "values": \1, "subject": "stockStatusInStock", "operator": "in"}, {"kind": "rule", "values": \1, "subject": "stockStatusOutOfStock", "operator": "in"}]}',
    'g'
  ),
  '\{"kind": "rule", "values": (\[[^]]*\]), "subject": "stockStatus", "operator": "notIn"\}',
  '{"kind": "group", "match": "all", "children": [{"kind": "rule", "values": \1, "subject": "stockStatusInStock", "operator": "notIn"}, {"kind": "rule", "values": \1, "subject": "stockStatusOutOfStock", "operator": "notIn"}]}',
  'g'
)::jsonb
WHERE "rules"::text LIKE '%"subject": "stockStatus"%';

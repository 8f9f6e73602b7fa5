-- hand-written: an order event the system wrote (a job, a delivery) named actor 0; it names no actor now (null),
-- so the actor can be a reference to the staff account that acted (the next migration adds the foreign key).
UPDATE "order_events" SET "actor_id" = NULL WHERE "actor_id" = 0 OR "actor_id" NOT IN (SELECT "id" FROM "users");

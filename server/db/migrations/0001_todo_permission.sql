-- What opening a to-do's deep link takes (src/domain/access.ts todoPermissionKey). To-dos already stored
-- get it from their link's area; a link no screen answers gets a key no role holds, so it is never handed out.
ALTER TABLE "todos" ADD COLUMN "permission" text;--> statement-breakpoint
UPDATE "todos" SET "permission" = CASE
  WHEN "deep_link" ~ '^/shop/?([?#]|$)' THEN 'view:dashboard'
  WHEN "deep_link" ~ '^/shop/' THEN 'view:shop'
  WHEN "deep_link" ~ '^/product(/|[?#]|$)' THEN 'view:product'
  WHEN "deep_link" ~ '^/setting/users-sftp(/|[?#]|$)' THEN 'view:user-sftp'
  WHEN "deep_link" ~ '^/setting/users(/|[?#]|$)' THEN 'view:user'
  WHEN "deep_link" ~ '^/setting/todo-queues(/|[?#]|$)' THEN 'view:to-do-queues'
  WHEN "deep_link" ~ '^/setting/' THEN 'view:setting'
  ELSE 'none'
END;--> statement-breakpoint
ALTER TABLE "todos" ALTER COLUMN "permission" SET NOT NULL;

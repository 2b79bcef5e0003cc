-- Tells every API instance whose rows changed (decision 039): the session
-- check and the payments list are answered from per-instance caches, which
-- drop a customer's entries when the customer's id arrives on this channel,
-- and everything on an empty payload. NOTIFY is sent at commit, so a change
-- that rolls back tells nobody. Triggers, not the application's code, send
-- it: every writer is covered, the seed and a script in psql included.

-- Statement-level with transition tables: a bulk insert of a million rows
-- sends one notice per customer, not one per row.
CREATE FUNCTION "rosto_notify_rows_of_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('rosto_customer_changes', changed.user_id::text)
      FROM (SELECT DISTINCT user_id FROM new_rows WHERE user_id IS NOT NULL) AS changed;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('rosto_customer_changes', changed.user_id::text)
      FROM (SELECT DISTINCT user_id FROM old_rows WHERE user_id IS NOT NULL) AS changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "rosto_notify_session_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rosto_customer_changes', OLD.user_id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "rosto_notify_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rosto_customer_changes', OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "rosto_notify_everyone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rosto_customer_changes', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_inserted_notify" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rosto_notify_rows_of_users"();
--> statement-breakpoint
CREATE TRIGGER "transactions_updated_notify" AFTER UPDATE ON "transactions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rosto_notify_rows_of_users"();
--> statement-breakpoint
CREATE TRIGGER "transactions_deleted_notify" AFTER DELETE ON "transactions"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rosto_notify_rows_of_users"();
--> statement-breakpoint
CREATE TRIGGER "payment_methods_inserted_notify" AFTER INSERT ON "payment_methods"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rosto_notify_rows_of_users"();
--> statement-breakpoint
CREATE TRIGGER "payment_methods_updated_notify" AFTER UPDATE ON "payment_methods"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rosto_notify_rows_of_users"();
--> statement-breakpoint
CREATE TRIGGER "payment_methods_deleted_notify" AFTER DELETE ON "payment_methods"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rosto_notify_rows_of_users"();
--> statement-breakpoint
-- last_seen_at moves once a minute per busy session: that tells nobody.
CREATE TRIGGER "sessions_closed_notify" AFTER UPDATE ON "sessions"
  FOR EACH ROW WHEN (
    OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id
  )
  EXECUTE FUNCTION "rosto_notify_session_user"();
--> statement-breakpoint
CREATE TRIGGER "sessions_deleted_notify" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "rosto_notify_session_user"();
--> statement-breakpoint
CREATE TRIGGER "users_standing_notify" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (
    OLD.blocked IS DISTINCT FROM NEW.blocked OR OLD.deleted IS DISTINCT FROM NEW.deleted
  )
  EXECUTE FUNCTION "rosto_notify_user"();
--> statement-breakpoint
CREATE TRIGGER "users_deleted_notify" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "rosto_notify_user"();
--> statement-breakpoint
-- A shop's name is on every page that lists its payments.
CREATE TRIGGER "places_changed_notify" AFTER UPDATE OR DELETE ON "places"
  FOR EACH STATEMENT EXECUTE FUNCTION "rosto_notify_everyone"();
--> statement-breakpoint
CREATE TRIGGER "transactions_truncated_notify" AFTER TRUNCATE ON "transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "rosto_notify_everyone"();
--> statement-breakpoint
CREATE TRIGGER "payment_methods_truncated_notify" AFTER TRUNCATE ON "payment_methods"
  FOR EACH STATEMENT EXECUTE FUNCTION "rosto_notify_everyone"();
--> statement-breakpoint
CREATE TRIGGER "sessions_truncated_notify" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "rosto_notify_everyone"();
--> statement-breakpoint
CREATE TRIGGER "users_truncated_notify" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "rosto_notify_everyone"();
--> statement-breakpoint
CREATE TRIGGER "places_truncated_notify" AFTER TRUNCATE ON "places"
  FOR EACH STATEMENT EXECUTE FUNCTION "rosto_notify_everyone"();

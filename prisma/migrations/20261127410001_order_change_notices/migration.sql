-- Every committed change to an order or to what hangs off it (stage history, filings, change requests, documents,
-- signatures) is announced on the channel 'order_changed' with the order's id, whoever wrote it (the workflow's
-- activities, the API, a script). The API's open order pages listen there, in whichever process serves them.
-- The migration runner splits scripts at every semicolon: the function body writes its semicolons as \073 in an
-- escape string (as in 20261123204500_outbox_notify).
CREATE FUNCTION "notify_order_changed"() RETURNS trigger LANGUAGE plpgsql AS
  E'DECLARE changed_order text\073 BEGIN '
  'IF TG_TABLE_NAME = ''Order'' THEN changed_order := NEW.id::text\073 '
  'ELSIF TG_OP = ''DELETE'' THEN changed_order := OLD."orderId"::text\073 '
  'ELSE changed_order := NEW."orderId"::text\073 END IF\073 '
  'IF changed_order IS NOT NULL THEN PERFORM pg_notify(''order_changed'', changed_order)\073 END IF\073 '
  'RETURN NULL\073 END'
;

CREATE TRIGGER "Order_changed" AFTER UPDATE ON "Order"
  FOR EACH ROW EXECUTE FUNCTION "notify_order_changed"();
CREATE TRIGGER "OrderStageEvent_changed" AFTER INSERT OR UPDATE OR DELETE ON "OrderStageEvent"
  FOR EACH ROW EXECUTE FUNCTION "notify_order_changed"();
CREATE TRIGGER "OrderFiling_changed" AFTER INSERT OR UPDATE OR DELETE ON "OrderFiling"
  FOR EACH ROW EXECUTE FUNCTION "notify_order_changed"();
CREATE TRIGGER "ChangeRequest_changed" AFTER INSERT OR UPDATE OR DELETE ON "ChangeRequest"
  FOR EACH ROW EXECUTE FUNCTION "notify_order_changed"();
CREATE TRIGGER "Asset_changed" AFTER INSERT OR UPDATE OR DELETE ON "Asset"
  FOR EACH ROW EXECUTE FUNCTION "notify_order_changed"();
CREATE TRIGGER "DocumentSignature_changed" AFTER INSERT OR UPDATE OR DELETE ON "DocumentSignature"
  FOR EACH ROW EXECUTE FUNCTION "notify_order_changed"();

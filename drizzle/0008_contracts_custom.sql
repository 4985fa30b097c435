-- The contract audit trail is append-only (decision 130): the database itself refuses to change
-- or remove a row, whatever the application does. Self-contained: no dependency on other files.
CREATE FUNCTION "contract_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'contract_audit is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "contract_audit_no_update" BEFORE UPDATE OR DELETE ON "contract_audit"
  FOR EACH ROW EXECUTE FUNCTION "contract_audit_append_only"();
--> statement-breakpoint
CREATE TRIGGER "contract_audit_no_truncate" BEFORE TRUNCATE ON "contract_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION "contract_audit_append_only"();
--> statement-breakpoint
-- A sent contract's evidence never changes: the frozen text, its hash and the signatures once given.
CREATE FUNCTION "contracts_evidence_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.frozen_text IS NOT NULL AND (
       NEW.frozen_text IS DISTINCT FROM OLD.frozen_text
    OR NEW.document_hash IS DISTINCT FROM OLD.document_hash
    OR NEW.content IS DISTINCT FROM OLD.content
    OR NEW.title IS DISTINCT FROM OLD.title
    OR (OLD.client_signed_at IS NOT NULL AND (NEW.client_signed_at IS DISTINCT FROM OLD.client_signed_at
        OR NEW.client_signature_image IS DISTINCT FROM OLD.client_signature_image
        OR NEW.client_signature_name IS DISTINCT FROM OLD.client_signature_name))
    OR (OLD.photographer_signed_at IS NOT NULL AND (NEW.photographer_signed_at IS DISTINCT FROM OLD.photographer_signed_at
        OR NEW.photographer_signature_image IS DISTINCT FROM OLD.photographer_signature_image
        OR NEW.photographer_signature_name IS DISTINCT FROM OLD.photographer_signature_name))
  ) THEN
    RAISE EXCEPTION 'a sent contract cannot be edited' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "contracts_evidence_frozen" BEFORE UPDATE ON "contracts"
  FOR EACH ROW EXECUTE FUNCTION "contracts_evidence_frozen"();
--> statement-breakpoint
CREATE FUNCTION "contracts_sent_never_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'draft' THEN
    RAISE EXCEPTION 'a sent contract cannot be deleted' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "contracts_sent_never_deleted" BEFORE DELETE ON "contracts"
  FOR EACH ROW EXECUTE FUNCTION "contracts_sent_never_deleted"();

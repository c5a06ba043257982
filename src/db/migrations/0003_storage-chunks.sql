CREATE TABLE "storage_chunks" (
	"bucket" text NOT NULL,
	"name" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "storage_chunks_bucket_name_seq_pk" PRIMARY KEY("bucket","name","seq"),
	CONSTRAINT "storage_chunks_seq_non_negative" CHECK ("storage_chunks"."seq" >= 0)
);
--> statement-breakpoint
ALTER TABLE "storage_chunks" ADD CONSTRAINT "storage_chunks_bucket_name_storage_objects_bucket_name_fk" FOREIGN KEY ("bucket","name") REFERENCES "public"."storage_objects"("bucket","name") ON DELETE cascade ON UPDATE cascade;
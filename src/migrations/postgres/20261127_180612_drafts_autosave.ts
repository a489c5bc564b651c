import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_banners_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_testimonials_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_projects_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_solutions_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_services_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_packages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_case_studies_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_work_categories_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_posts_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_about_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_contact_info_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_privacy_policy_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_terms_condition_v" ADD COLUMN "autosave" boolean;
  CREATE INDEX "_banners_v_autosave_idx" ON "_banners_v" USING btree ("autosave");
  CREATE INDEX "_testimonials_v_autosave_idx" ON "_testimonials_v" USING btree ("autosave");
  CREATE INDEX "_projects_v_autosave_idx" ON "_projects_v" USING btree ("autosave");
  CREATE INDEX "_solutions_v_autosave_idx" ON "_solutions_v" USING btree ("autosave");
  CREATE INDEX "_services_v_autosave_idx" ON "_services_v" USING btree ("autosave");
  CREATE INDEX "_packages_v_autosave_idx" ON "_packages_v" USING btree ("autosave");
  CREATE INDEX "_case_studies_v_autosave_idx" ON "_case_studies_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_work_categories_v_autosave_idx" ON "_work_categories_v" USING btree ("autosave");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  CREATE INDEX "_about_v_autosave_idx" ON "_about_v" USING btree ("autosave");
  CREATE INDEX "_contact_info_v_autosave_idx" ON "_contact_info_v" USING btree ("autosave");
  CREATE INDEX "_privacy_policy_v_autosave_idx" ON "_privacy_policy_v" USING btree ("autosave");
  CREATE INDEX "_terms_condition_v_autosave_idx" ON "_terms_condition_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "_banners_v_autosave_idx";
  DROP INDEX "_testimonials_v_autosave_idx";
  DROP INDEX "_projects_v_autosave_idx";
  DROP INDEX "_solutions_v_autosave_idx";
  DROP INDEX "_services_v_autosave_idx";
  DROP INDEX "_packages_v_autosave_idx";
  DROP INDEX "_case_studies_v_autosave_idx";
  DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "_work_categories_v_autosave_idx";
  DROP INDEX "_posts_v_autosave_idx";
  DROP INDEX "_about_v_autosave_idx";
  DROP INDEX "_contact_info_v_autosave_idx";
  DROP INDEX "_privacy_policy_v_autosave_idx";
  DROP INDEX "_terms_condition_v_autosave_idx";
  ALTER TABLE "_banners_v" DROP COLUMN "autosave";
  ALTER TABLE "_testimonials_v" DROP COLUMN "autosave";
  ALTER TABLE "_projects_v" DROP COLUMN "autosave";
  ALTER TABLE "_solutions_v" DROP COLUMN "autosave";
  ALTER TABLE "_services_v" DROP COLUMN "autosave";
  ALTER TABLE "_packages_v" DROP COLUMN "autosave";
  ALTER TABLE "_case_studies_v" DROP COLUMN "autosave";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "_work_categories_v" DROP COLUMN "autosave";
  ALTER TABLE "_posts_v" DROP COLUMN "autosave";
  ALTER TABLE "_about_v" DROP COLUMN "autosave";
  ALTER TABLE "_contact_info_v" DROP COLUMN "autosave";
  ALTER TABLE "_privacy_policy_v" DROP COLUMN "autosave";
  ALTER TABLE "_terms_condition_v" DROP COLUMN "autosave";`)
}

-- A biro belongs to the Sekretariat Daerah (the Satuan Kerja form's rule, decision 0057): biro
-- created before the rule (the demo's) get it as their parent, so the form and the import accept
-- them again without each being edited by hand.
UPDATE "satuan_kerja" SET "parent_id" = '9999'
WHERE "jenis" = 'biro' AND "parent_id" IS NULL
  AND EXISTS (SELECT 1 FROM "satuan_kerja" WHERE "satuan_kerja_id" = '9999');

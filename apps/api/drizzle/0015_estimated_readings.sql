ALTER TABLE "readings" ADD COLUMN "estimated" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- ADR 0026: an entry finished (read or DNF) without any reading gets one, so stats, goals and the
-- year in review count it. It ends on the best date known: the last import that set the entry's
-- present status, else the day the entry was created. The start is unknown, so it is the end.
WITH status_set AS (
  SELECT (c->>'usermediaId')::int AS usermedia_id, c->'after'->>'status' AS status,
    max(coalesce(j.finished_at, j.started_at, j.created_at)) AS at
  FROM import_rows AS ir
  JOIN import_jobs AS j ON j.job_id = ir.job_id
  CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(ir.changes) = 'array' THEN ir.changes ELSE '[]'::jsonb END) AS c
  WHERE j.status <> 'undone' AND c->>'kind' = 'entry-updated'
  GROUP BY 1, 2
)
INSERT INTO readings (usermedia_id, date_started, date_finished, status, started_precision, finished_precision, estimated)
SELECT um.usermedia_id, best.at, best.at, um.status, 'day', 'day', true
FROM user_media AS um
CROSS JOIN LATERAL (
  SELECT greatest(um.created_at, coalesce((SELECT s.at FROM status_set AS s
    WHERE s.usermedia_id = um.usermedia_id AND s.status = um.status), um.created_at)) AS at
) AS best
WHERE um.status IN ('read', 'DNF')
  AND NOT EXISTS (SELECT 1 FROM readings AS r WHERE r.usermedia_id = um.usermedia_id);

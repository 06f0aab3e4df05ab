import type { Request } from 'autocannon';

/** One library entry a connection writes to, and one it only reads, both of one user. */
export interface Lane {
  token: string;
  writeId: number;
  readId: number;
  mediaId: number;
  /** The last rating and review the server acknowledged, and those sent since without an answer. */
  rating: { acknowledged: number; unanswered: number[] };
  review: { acknowledged: string | null; unanswered: string[] };
  /** Journal entries the server acknowledged: id and body. */
  entries: { id: number; body: string }[];
  busy: boolean;
}

export interface MixedLoadCounters {
  writesAcknowledged: number;
  /** A cycle found every lane busy: two connections would share one, so the run is invalid. */
  laneShortage: number;
}

interface CycleContext {
  lane?: number;
  value?: number;
}

const API = '/api/v1';

/**
 * The requests one connection repeats: reads of a shelf page, an entry, a media item and a
 * total, between writes of a rating, a journal entry and a review. A connection claims a free
 * lane for each pass (autocannon clears its context between passes), so each lane's writes stay
 * in order and the last acknowledged value is what the database must hold.
 */
export function mixedRequests(lanes: Lane[], counters: MixedLoadCounters): Request[] {
  let sequence = 0;
  const laneOf = (context: object): Lane => {
    const cycle = context as CycleContext;
    if (cycle.lane === undefined) {
      let free = lanes.findIndex((lane) => !lane.busy);
      if (free < 0) {
        counters.laneShortage++;
        free = 0;
      }
      cycle.lane = free;
      (lanes[free] as Lane).busy = true;
    }
    return lanes[cycle.lane] as Lane;
  };
  const authorised = (lane: Lane, request: Request, extra: Partial<Request>): Request => ({
    ...request,
    ...extra,
    headers: { ...request.headers, authorization: `Bearer ${lane.token}`, 'content-type': 'application/json' },
  });
  const read = (path: (lane: Lane) => string): Request => ({
    method: 'GET',
    setupRequest: (request, context) => {
      const lane = laneOf(context);
      return { ...request, method: 'GET', path: `${API}${path(lane)}`, headers: { authorization: `Bearer ${lane.token}` }, body: undefined };
    },
  });

  return [
    read(() => '/usermedias/library/page?pageNumber=1&pageSize=10&library=read&sortBy=creator&asc=true'),
    read((lane) => `/usermedias/${lane.readId}`),
    {
      method: 'PATCH',
      setupRequest: (request, context) => {
        const lane = laneOf(context);
        const rating = (++sequence % 10) + 1;
        (context as CycleContext).value = rating;
        lane.rating.unanswered.push(rating);
        return authorised(lane, request, { method: 'PATCH', path: `${API}/usermedias/${lane.writeId}`, body: JSON.stringify({ rating }) });
      },
      onResponse: (status, _body, context) => {
        const lane = laneOf(context);
        if (status !== 200) return;
        lane.rating = { acknowledged: (context as CycleContext).value ?? 0, unanswered: [] };
        counters.writesAcknowledged++;
      },
    },
    read((lane) => `/medias/${lane.mediaId}`),
    {
      method: 'POST',
      setupRequest: (request, context) => {
        const lane = laneOf(context);
        return authorised(lane, request, { method: 'POST', path: `${API}/entries/${lane.writeId}`, body: JSON.stringify({ title: 'load', body: `load entry ${++sequence}` }) });
      },
      onResponse: (status, body, context) => {
        if (status !== 201) return;
        const created = JSON.parse(body) as { entryID: number; body: string };
        laneOf(context).entries.push({ id: created.entryID, body: created.body });
        counters.writesAcknowledged++;
      },
    },
    read(() => '/usermedias/library/page/total?library=read'),
    {
      method: 'PATCH',
      setupRequest: (request, context) => {
        const lane = laneOf(context);
        const review = `load review ${++sequence}`;
        lane.review.unanswered.push(review);
        (context as CycleContext).value = sequence;
        return authorised(lane, request, { method: 'PATCH', path: `${API}/usermedias/${lane.writeId}`, body: JSON.stringify({ review }) });
      },
      onResponse: (status, _body, context) => {
        const lane = laneOf(context);
        if (status === 200) {
          lane.review = { acknowledged: `load review ${(context as CycleContext).value}`, unanswered: [] };
          counters.writesAcknowledged++;
        }
        lane.busy = false;
      },
    },
  ];
}

import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  RouterContextProvider,
  type StaticHandlerContext,
  StaticRouterProvider,
  useActionData,
  useLoaderData,
} from "react-router";
import { OwnerFrame } from "../../app/components/owner/owner-frame.tsx";
import { type OwnerInboxService, ownerInboxContext } from "../../app/lib/owner-inbox.ts";
import { type OwnerSiteService, ownerSiteContext } from "../../app/lib/owner-site.ts";
import { type OwnerWordsService, ownerWordsContext } from "../../app/lib/owner-words.ts";

/**
 * The owner's pages rendered as the server renders them, without a build: each route module's middleware, loader,
 * action and page, in the owner's frame, over services the test gives. What the owner sees, and what reaches the
 * services.
 */

export interface OwnerPageModule {
  loader: (args: never) => unknown;
  action: (args: never) => unknown;
  default: (props: never) => ReactNode;
  middleware?: unknown[];
}

type Page = (props: { loaderData: unknown; actionData: unknown }) => ReactNode;

/** The framework passes loaderData and actionData as props; a plain data router gives them through hooks. */
function WithData({ page: PageComponent }: { page: Page }) {
  return <PageComponent loaderData={useLoaderData()} actionData={useActionData()} />;
}

function FramedOutlet() {
  return (
    <OwnerFrame>
      <Outlet />
    </OwnerFrame>
  );
}

/** The routes of these pages (paths without the leading slash, as React Router's), inside the owner's frame. */
export function ownerRoutes(pages: ReadonlyArray<readonly [string, OwnerPageModule]>) {
  return [
    {
      id: "root",
      path: "/",
      Component: FramedOutlet,
      children: pages.map(([path, module]) => ({
        path,
        loader: module.loader as never,
        action: module.action as never,
        ...(module.middleware ? { middleware: module.middleware as never } : {}),
        element: <WithData page={module.default as unknown as Page} />,
      })),
    },
  ];
}

export interface OwnerPageAnswer {
  status: number;
  location: string | null;
  contentType: string | null;
  html: string;
}

export async function openOwnerPage(
  routes: ReturnType<typeof ownerRoutes>,
  path: string,
  services: { site?: OwnerSiteService; words?: OwnerWordsService },
  options: { signedIn?: boolean; form?: Record<string, string> | URLSearchParams } = {},
): Promise<OwnerPageAnswer> {
  const context = new RouterContextProvider();
  const inbox = {
    owner: async () => (options.signedIn === false ? undefined : { email: "owner@bnc.example" }),
  };
  context.set(ownerInboxContext, inbox as unknown as OwnerInboxService);
  if (services.site) context.set(ownerSiteContext, services.site);
  if (services.words) context.set(ownerWordsContext, services.words);
  const handler = createStaticHandler(routes);
  const request = new Request(`http://localhost${path}`, {
    method: options.form ? "POST" : "GET",
    ...(options.form ? { body: new URLSearchParams(options.form) } : {}),
  });
  const render = (result: StaticHandlerContext) => {
    const router = createStaticRouter(handler.dataRoutes, result);
    const html = renderToString(<StaticRouterProvider router={router} context={result} />);
    return new Response(html, { status: result.statusCode, headers: { "content-type": "text/html" } });
  };
  const response = (await handler.query(request, {
    requestContext: context,
    generateMiddlewareResponse: async (query) => {
      const result = await query(request);
      return result instanceof Response ? result : render(result);
    },
  })) as Response;
  return {
    status: response.status,
    location: response.headers.get("Location"),
    contentType: response.headers.get("content-type"),
    html: await response.text(),
  };
}

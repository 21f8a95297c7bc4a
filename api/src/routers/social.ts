import { socialLinkUrlSchema, socialPlatformSchema, socialToggleSchema } from "@app/shared";
import { listActiveLinks, listAllLinks, toggleLink, updateLinkUrl } from "../services/social/links.ts";
import { adminProcedure, publicProcedure, router } from "../trpc/init.ts";

export const socialRouter = router({
  /** The site header's icons: active links with a URL only. */
  list: publicProcedure.query(({ ctx }) => listActiveLinks(ctx)),
  adminList: adminProcedure.query(({ ctx }) => listAllLinks(ctx)),
  update: adminProcedure
    .input(socialLinkUrlSchema.extend({ platform: socialPlatformSchema }))
    .mutation(({ ctx, input }) => updateLinkUrl(ctx, input)),
  toggle: adminProcedure
    .input(socialToggleSchema.extend({ platform: socialPlatformSchema }))
    .mutation(({ ctx, input }) => toggleLink(ctx, input)),
});

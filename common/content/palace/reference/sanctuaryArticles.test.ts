import { expect, test } from "vitest";
import { list, SANCTUARY_ARTICLE_IDS } from "./sanctuaryArticles";

test("the article ids are the list's items, in the order of approach", () => {
  expect(list.items.map((item) => item.id)).toEqual([...SANCTUARY_ARTICLE_IDS]);
});

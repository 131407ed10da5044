-- Drives `reflow lsp` from Neovim 0.7, headless, through the README's own
-- recipe (REFLOW_RECIPE: its Lua blocks, as the Swift test read them from
-- README.md), as a user would: the recipe starts the server when the file's
-- type is set, then
--   1. a selection is reflowed with vim.lsp.buf.range_formatting;
--   2. a paragraph is typed past the width, a key every 40 ms;
--   3. a line typed into a macro (qa … q) is replayed with 20@a;
--   4. a whole line is fed at once, as a paste without bracketed paste types it;
--   5. a line passes the width only with its last word, then a line end is typed;
--   6. the code action "Reflow paragraph" is run on the first paragraph, picked
--      from the menu vim.lsp.buf.code_action offers through vim.ui.select;
--   7. gggqG reflows the whole document through the recipe's 'formatexpr'.
-- After each step the edits are let settle (the buffer unchanged for half a
-- second); the buffer at some steps, and the cursor after step 2, are written
-- to REFLOW_RESULTS as JSON for the Swift test.

local recipe = assert(os.getenv("REFLOW_RECIPE"))
local document = assert(os.getenv("REFLOW_DOCUMENT"))
local results = assert(os.getenv("REFLOW_RESULTS"))
local typed = assert(os.getenv("REFLOW_TYPED"))
local macro_line = assert(os.getenv("REFLOW_MACRO_LINE"))
local pasted = assert(os.getenv("REFLOW_PASTED"))
local line_end = assert(os.getenv("REFLOW_LINE_END"))

local function fail(message)
  io.stderr:write(message .. "\n")
  vim.cmd("cquit 1")
end

local function lines(buffer)
  return table.concat(vim.api.nvim_buf_get_lines(buffer, 0, -1, false), "\n")
end

local function termcodes(keys)
  return vim.api.nvim_replace_termcodes(keys, true, false, true)
end

dofile(recipe)
vim.cmd("edit " .. vim.fn.fnameescape(document))
local buffer = vim.api.nvim_get_current_buf()
local client
local started = vim.wait(10000, function()
  for _, attached in pairs(vim.lsp.buf_get_clients(buffer)) do client = attached end
  return client ~= nil and client.initialized
end, 10)
if not started then fail("the recipe started no server for " .. document) end

local snapshots = {}

-- Calls `next` once no request is waiting for its reply and the buffer has not changed for half a second: every
-- reply the last keys asked for is in, however slow the server is on a loaded machine.
local function settle(next)
  local tick, quiet, done = vim.api.nvim_buf_get_changedtick(buffer), 0, false
  local timer = vim.loop.new_timer()
  timer:start(100, 100, vim.schedule_wrap(function()
    if done then return end
    local now = vim.api.nvim_buf_get_changedtick(buffer)
    if now == tick and vim.tbl_isempty(client.requests) then quiet = quiet + 1 else tick, quiet = now, 0 end
    if quiet >= 5 then
      done = true
      timer:stop()
      timer:close()
      next()
    end
  end))
end

-- Types `keys` one every 40 ms, as a person would: each is read by the main loop, so the requests one key
-- schedules can run before the next ("t": as if typed, so insert mode's autocommands and mappings see each).
local function type_keys(keys, next)
  local step, done = 0, false
  local timer = vim.loop.new_timer()
  timer:start(40, 40, vim.schedule_wrap(function()
    if done then return end
    step = step + 1
    if step <= #keys then
      vim.fn.feedkeys(termcodes(keys[step]), "t")
    else
      done = true
      timer:stop()
      timer:close()
      settle(next)
    end
  end))
end

-- Feeds `keys` all at once, as a macro or a paste without bracketed paste gives them: no reply is read between.
local function feed(keys, next)
  vim.fn.feedkeys(termcodes(keys), "t")
  settle(next)
end

local function characters(text)
  local list = {}
  for character in text:gmatch(".") do table.insert(list, character) end
  return list
end

local function concat(...)
  local list = {}
  for _, part in ipairs({ ... }) do
    for _, key in ipairs(part) do table.insert(list, key) end
  end
  return list
end

local function finish()
  local file = assert(io.open(results, "w"))
  file:write(vim.fn.json_encode(snapshots))
  file:close()
  vim.lsp.stop_client(client.id)
  vim.wait(2000, function() return vim.lsp.get_client_by_id(client.id) == nil end, 10)
  vim.cmd("qall!")
end

local steps = {
  function(next)
    -- The second paragraph (line 3), selected from its fifth column to its tenth.
    vim.lsp.buf.range_formatting({}, { 3, 4 }, { 3, 9 })
    settle(function()
      snapshots.ranged = lines(buffer)
      next()
    end)
  end,
  function(next)
    type_keys(concat({ "G", "o", "<CR>" }, characters(typed), { "<Esc>" }), function()
      snapshots.typed = lines(buffer)
      snapshots.cursor = vim.api.nvim_win_get_cursor(0)
      next()
    end)
  end,
  function(next)
    -- "qa" comes as one key: a headless Neovim 0.7 reads nothing more once a q waits for its register alone.
    type_keys(concat({ "o", "<Esc>", "qa", "o" }, characters(macro_line), { "<Esc>", "q" }), function()
      feed("20@a", next)
    end)
  end,
  function(next) feed("o<CR>" .. pasted .. "<Esc>", next) end,
  function(next)
    -- The line end's reply is waited for before the next key: typed 40 ms later on a loaded machine, that key
    -- would change the buffer first, and the recipe rightly drops a reply to a buffer that has changed.
    type_keys(concat({ "o", "<CR>" }, characters(line_end), { "<CR>" }), function()
      type_keys({ "e", "n", "d", "<Esc>" }, function()
        snapshots.typing = lines(buffer)
        next()
      end)
    end)
  end,
  function(next)
    -- A headless Neovim has no menu to pick from: the choice a user makes in vim.ui.select's list is made here.
    local offered = {}
    vim.ui.select = function(items, options, choose)
      local chosen
      for index, item in ipairs(items) do
        local title = options.format_item and options.format_item(item) or tostring(item)
        table.insert(offered, title)
        if title == "Reflow paragraph" and not chosen then chosen = index end
      end
      if not chosen then return fail("no \"Reflow paragraph\" among " .. table.concat(offered, ", ")) end
      choose(items[chosen], chosen)
    end
    vim.api.nvim_win_set_cursor(0, { 1, 0 })
    vim.lsp.buf.code_action()
    settle(function()
      snapshots.offered = offered
      snapshots.acted = lines(buffer)
      next()
    end)
  end,
  function(next)
    feed("gggqG", function()
      snapshots.formatted = lines(buffer)
      next()
    end)
  end,
}

local function run(index)
  if index > #steps then return finish() end
  steps[index](function() run(index + 1) end)
end
run(1)

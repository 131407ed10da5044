-- Drives `reflow lsp` from Neovim 0.7, headless, as a user's configuration
-- would: the client started with vim.lsp.start_client and attached with
-- vim.lsp.buf_attach_client; a selection reflowed with
-- vim.lsp.buf.range_formatting; then words typed with feedkeys past the
-- width, each space asking for textDocument/onTypeFormatting (0.7 has no
-- built-in call for it: the autocommand below is the README's recipe). The
-- buffer after each step, and the cursor, are written to REFLOW_RESULTS for
-- the Swift test.

local binary = assert(os.getenv("REFLOW_BINARY"))
local document = assert(os.getenv("REFLOW_DOCUMENT"))
local results = assert(os.getenv("REFLOW_RESULTS"))
local typed = assert(os.getenv("REFLOW_TYPED"))

local function fail(message)
  io.stderr:write(message .. "\n")
  vim.cmd("cquit 1")
end

local function lines(buffer)
  return table.concat(vim.api.nvim_buf_get_lines(buffer, 0, -1, false), "\n")
end

vim.cmd("edit " .. vim.fn.fnameescape(document))
local buffer = vim.api.nvim_get_current_buf()
local id = vim.lsp.start_client({
  name = "reflow",
  cmd = { binary, "lsp" },
  root_dir = vim.fn.fnamemodify(document, ":h"),
  init_options = { width = 30 },
})
if not id then fail("vim.lsp.start_client gave no client") end
vim.lsp.buf_attach_client(buffer, id)
local client
local started = vim.wait(10000, function()
  client = vim.lsp.get_client_by_id(id)
  return client ~= nil and client.initialized
end, 10)
if not started then fail("the server did not initialize") end

-- The recipe: a space or a line end typed in insert mode asks the server to refill the paragraph up to the
-- cursor, and its edits are applied where they fall.
vim.api.nvim_create_autocmd("InsertCharPre", {
  buffer = buffer,
  callback = function()
    if vim.v.char ~= " " then return end
    vim.schedule(function()
      local params = vim.lsp.util.make_position_params(0, client.offset_encoding)
      params.ch = " "
      params.options = { tabSize = 4, insertSpaces = true }
      local answers = vim.lsp.buf_request_sync(buffer, "textDocument/onTypeFormatting", params, 2000)
      for _, answer in pairs(answers or {}) do
        if answer.result then vim.lsp.util.apply_text_edits(answer.result, buffer, client.offset_encoding) end
      end
    end)
  end,
})

local before = lines(buffer)
-- The second paragraph (line 3), selected from its fifth column to its tenth.
vim.lsp.buf.range_formatting({}, { 3, 4 }, { 3, 9 })
if not vim.wait(10000, function() return lines(buffer) ~= before end, 10) then
  fail("range formatting changed nothing")
end
local ranged = lines(buffer)

-- Then type a new paragraph at the end of the file with feedkeys, a key every 40 ms from a timer, as a person
-- would: each key is read by the main loop, so the request scheduled by a space runs before the next key.
local function finish()
  local cursor = vim.api.nvim_win_get_cursor(0)
  local file = assert(io.open(results, "w"))
  file:write(ranged, "\n\0", lines(buffer), "\n\0", cursor[1], ",", cursor[2], "\n")
  file:close()
  vim.lsp.stop_client(id)
  vim.wait(2000, function() return vim.lsp.get_client_by_id(id) == nil end, 10)
  vim.cmd("qall!")
end

local keys = { "G", "o", "<CR>" }
for character in typed:gmatch(".") do table.insert(keys, character) end
table.insert(keys, "<Esc>")
local step = 0
local timer = vim.loop.new_timer()
timer:start(100, 40, vim.schedule_wrap(function()
  step = step + 1
  if step <= #keys then
    -- "t": as if typed, so that insert mode's autocommands (the recipe's InsertCharPre) see each key.
    vim.fn.feedkeys(vim.api.nvim_replace_termcodes(keys[step], true, false, true), "t")
  elseif step == #keys + 10 then
    timer:stop()
    finish()
  end
end))
